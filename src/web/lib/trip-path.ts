/** A trip's id as written in an address (the router's `:id`); 0 when it is not a positive safe integer. */
export function tripIdOf(text: string | undefined): number {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The trip's id in a trip page's address (`/trips/12`); 0 for any other address. */
export const tripIdIn = (path: string): number => tripIdOf(/^\/trips\/(\d+)$/.exec(path)?.[1]);
