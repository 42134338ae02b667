/** The visit types a traveller chooses from, adding a stop or editing one: the spec's Add and Edit lists as one. */
export const VISIT_TYPES = [
  'arrival',
  'departure',
  'scenic',
  'historical',
  'cultural',
  'recreational',
  'dining',
  'food',
  'friends',
  'accommodation',
  'fuel',
  'photo',
] as const;
export type VisitType = (typeof VISIT_TYPES)[number];
export const DEFAULT_VISIT_TYPE: VisitType = 'scenic';
export const VISIT_TYPE_REQUIRED = 'Visit type is required';
export const UNKNOWN_VISIT_TYPE = 'Visit type must be one of the listed types';

export const isVisitType = (value: string): value is VisitType =>
  (VISIT_TYPES as readonly string[]).includes(value);

/**
 * A stop may keep the type it has, even one from before this list (a stop's type is never lost to an edit);
 * a new type must be one of the list.
 */
export const mayTakeVisitType = (next: string, current: string) => next === current || isVisitType(next);

/** What the Edit form offers a stop: the list, with the stop's own type first when the list lacks it. */
export const visitTypeChoices = (current: string): readonly string[] =>
  isVisitType(current) ? VISIT_TYPES : [current, ...VISIT_TYPES];

/** A photo taken farther than this from the stop it was put under was not taken there. */
export const FAR_FROM_STOP_METERS = 2000;

const COORDINATE_PAIR = /^\s*-?\d{1,3}(\.\d+)?\s*[,;\s]\s*-?\d{1,3}(\.\d+)?\s*$/;
const PLACEHOLDER_WORDS = ['photo location', 'unnamed location', 'gps location', 'coordinates'];

/** A name that is only GPS coordinates or a placeholder, for which a real place name should be looked up. */
export function looksLikeCoordinates(name: string): boolean {
  const lower = name.trim().toLowerCase();
  if (lower === '') return false;
  return (
    COORDINATE_PAIR.test(lower) ||
    PLACEHOLDER_WORDS.some((word) => lower.includes(word)) ||
    lower.startsWith('location') ||
    /^[\d.,\s-]+$/.test(lower)
  );
}

export interface OrderableStop {
  id: number;
  stopOrder: number | null;
  arrivalTime: string | Date | null;
}

const time = (value: string | Date | null) =>
  value === null ? Number.POSITIVE_INFINITY : new Date(value).getTime();

/** By stopOrder when both stops have one, otherwise by arrival time; the id breaks ties. */
export function compareStops(a: OrderableStop, b: OrderableStop): number {
  if (a.stopOrder !== null && b.stopOrder !== null && a.stopOrder !== b.stopOrder) {
    return a.stopOrder - b.stopOrder;
  }
  if (a.stopOrder === null || b.stopOrder === null) {
    const byTime = time(a.arrivalTime) - time(b.arrivalTime);
    if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  }
  return a.id - b.id;
}

/**
 * A trip's stops (in trip order) with new ones put where their arrival times belong: each new stop goes right
 * after the last stop that arrives no later than it (first when none does), so an owner's own order of the
 * others is kept; new stops without an arrival time go last, in the order given.
 */
export function mergeByArrival<T extends Pick<OrderableStop, 'arrivalTime'>>(
  ordered: readonly T[],
  added: readonly T[],
): T[] {
  // Each time is read once, not in the comparisons of a sort: an import adds thousands of stops.
  const timed: { at: number; index: number }[] = [];
  ordered.forEach((stop, index) => {
    const at = time(stop.arrivalTime);
    if (Number.isFinite(at)) timed.push({ at, index });
  });
  timed.sort((a, b) => a.at - b.at);
  // For the k earliest of the timed stops, the latest place any of them holds in the trip.
  const lastPlace: number[] = [];
  for (const [k, { index }] of timed.entries()) lastPlace.push(Math.max(index, lastPlace[k - 1] ?? -1));
  const after = (at: number) => {
    let [low, high] = [0, timed.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((timed[middle]?.at ?? 0) <= at) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? -1 : (lastPlace[low - 1] ?? -1);
  };

  const dated: { at: number; stop: T }[] = [];
  const last: T[] = [];
  for (const stop of added) {
    const at = time(stop.arrivalTime);
    if (Number.isFinite(at)) dated.push({ at, stop });
    else last.push(stop);
  }
  dated.sort((a, b) => a.at - b.at);
  const byPlace = new Map<number, T[]>();
  for (const { at, stop } of dated) {
    const place = after(at);
    const atPlace = byPlace.get(place);
    if (atPlace) atPlace.push(stop);
    else byPlace.set(place, [stop]);
  }
  const merged: T[] = [...(byPlace.get(-1) ?? [])];
  ordered.forEach((stop, index) => {
    merged.push(stop);
    for (const next of byPlace.get(index) ?? []) merged.push(next);
  });
  for (const stop of last) merged.push(stop);
  return merged;
}
