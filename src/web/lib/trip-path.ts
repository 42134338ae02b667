/** The trip's id in a trip page's address (`/trips/12`), as the router reads it; 0 for any other address. */
export function tripIdIn(path: string): number {
  const id = Number(/^\/trips\/(\d+)$/.exec(path)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
