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
