const LAST_SYNC_KEY = 'roadbook:last-sync';

/** Notes that the server answered: the time the offline banner gives for what this device saved. */
export function noteServerAnswered(): void {
  if (typeof navigator === 'undefined' || !navigator.onLine) return;
  try {
    localStorage.setItem(LAST_SYNC_KEY, new Date().toISOString());
  } catch {
    // Storage refused (a private window that is full): the banner says it does not know when.
  }
}

export function lastSync(): Date | null {
  try {
    const saved = localStorage.getItem(LAST_SYNC_KEY);
    return saved ? new Date(saved) : null;
  } catch {
    return null;
  }
}
