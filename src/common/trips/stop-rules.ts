export const ADD_VISIT_TYPES = [
  'arrival',
  'departure',
  'scenic',
  'historical',
  'cultural',
  'recreational',
  'dining',
  'accommodation',
] as const;

export const EDIT_VISIT_TYPES = [
  'scenic',
  'historical',
  'food',
  'friends',
  'accommodation',
  'fuel',
  'photo',
  'arrival',
  'departure',
] as const;

export const VISIT_TYPES = [...new Set([...ADD_VISIT_TYPES, ...EDIT_VISIT_TYPES])] as const;
export type VisitType = (typeof VISIT_TYPES)[number];
export const DEFAULT_VISIT_TYPE: VisitType = 'scenic';

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
  // For the k earliest of the timed stops, the latest place any of them holds in the trip.
  const timed = ordered
    .map((stop, index) => ({ at: time(stop.arrivalTime), index }))
    .filter(({ at }) => Number.isFinite(at))
    .sort((a, b) => a.at - b.at);
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

  const byPlace = new Map<number, T[]>();
  const last: T[] = [];
  for (const stop of [...added].sort((a, b) => time(a.arrivalTime) - time(b.arrivalTime) || 0)) {
    const at = time(stop.arrivalTime);
    if (!Number.isFinite(at)) {
      last.push(stop);
      continue;
    }
    const place = after(at);
    const atPlace = byPlace.get(place);
    if (atPlace) atPlace.push(stop);
    else byPlace.set(place, [stop]);
  }
  return [
    ...(byPlace.get(-1) ?? []),
    ...ordered.flatMap((stop, index) => [stop, ...(byPlace.get(index) ?? [])]),
    ...last,
  ];
}
