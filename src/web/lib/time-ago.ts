const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago a moment was, in the largest whole unit: "just now", "5 min ago", "3 h ago", "2 days ago". */
export function timeAgo(at: string | Date, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(at).getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
