import { useState } from 'react';

const STORAGE_KEY = 'roadbook:dismissed-maintenance';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Whether the person closed the notice identified by `noticeId`, remembered in this browser so the notice
 * stays closed across pages and visits; a different notice shows again.
 */
export function useDismissedNotice(noticeId: string | null): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = () => {
    if (noticeId === null) return;
    setDismissed(noticeId);
    try {
      localStorage.setItem(STORAGE_KEY, noticeId);
    } catch (error) {
      console.warn('The closed maintenance notice could not be remembered', error);
    }
  };
  return [noticeId !== null && dismissed === noticeId, dismiss];
}
