import { useSyncExternalStore } from 'react';

/** The waiting photo being sent now: the how-manyeth of the round's photos, and how much of it is sent. */
export interface PhotoSending {
  writeId: number;
  number: number;
  count: number;
  percent: number;
}

let now: PhotoSending | null = null;
const listeners = new Set<() => void>();

export function tellPhotoSending(sending: PhotoSending | null): void {
  now = sending;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The waiting photo on its way to the server, while one is. */
export const usePhotoSending = (): PhotoSending | null => useSyncExternalStore(subscribe, () => now);
