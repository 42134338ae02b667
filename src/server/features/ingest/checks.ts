import type { DevicePoint } from '../devices';

/** What every app's message comes down to: the points to store, and why each of the others was skipped. */
export interface Parsed {
  points: DevicePoint[];
  problems: string[];
  /** A picture sent with a POI: the photo of the stop the POI makes. */
  image?: { bytes: Buffer; name: string };
}

/** A phone's clock may run a little ahead; a point dated further ahead than this is refused. */
const FUTURE_MS = 24 * 60 * 60 * 1000;
/** As long as a stop's name may be. */
export const STOP_NAME_LENGTH = 200;
const EARLIEST = Date.UTC(2000, 0, 1);

/** A number from JSON or a form field; null when missing, empty or not a number. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** An ISO 8601 time, with or without the colon in its offset (`-0700`, as Overland writes it). */
export function isoTimeOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const time = new Date(value.trim().replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
  return Number.isNaN(time.getTime()) ? null : time;
}

/** Epoch seconds, or milliseconds when the number is too big to be seconds (as Traccar reads them). */
export function epochOf(value: unknown): Date | null {
  const number = numberOf(value);
  if (number === null) return null;
  const time = new Date(number < 2_147_483_647 ? number * 1000 : number);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** A time given either as epoch seconds (or ms) or as an ISO 8601 string. */
export function timeOf(value: unknown): Date | null {
  return numberOf(value) !== null ? epochOf(value) : isoTimeOf(value);
}

const nonNegative = (value: number | null) => (value !== null && value >= 0 ? value : null);

/**
 * The point if it can be stored, else what is wrong with it: coordinates within their ranges, a time from 2000
 * up to a day ahead of `now`. Negative accuracies and speeds (the apps' "unknown") are dropped.
 */
export function checkPoint(point: DevicePoint, now: Date): DevicePoint | string {
  const { lat, lon, recordedAt } = point;
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) return 'Latitude must be a number from -90 to 90';
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) return 'Longitude must be a number from -180 to 180';
  const time = recordedAt.getTime();
  if (Number.isNaN(time)) return 'The point has no readable time';
  if (time < EARLIEST) return 'The point’s time is before the year 2000';
  if (time > now.getTime() + FUTURE_MS) return 'The point’s time is more than a day in the future';
  const battery = point.battery ?? null;
  return {
    ...point,
    alt: point.alt ?? null,
    acc: nonNegative(point.acc ?? null),
    speed: nonNegative(point.speed ?? null),
    battery: battery !== null && battery >= 0 && battery <= 100 ? battery : null,
    ...(point.stopName ? { stopName: point.stopName.slice(0, STOP_NAME_LENGTH) } : {}),
  };
}

/** Sorts checked points from the ones refused. */
export function checked(points: readonly (DevicePoint | string)[], now: Date): Parsed {
  const parsed: Parsed = { points: [], problems: [] };
  for (const point of points) {
    const result = typeof point === 'string' ? point : checkPoint(point, now);
    if (typeof result === 'string') parsed.problems.push(result);
    else parsed.points.push(result);
  }
  return parsed;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const KNOTS_TO_MPS = 1852 / 3600;
export const knotsToMps = (knots: number | null) => (knots === null ? null : knots * KNOTS_TO_MPS);
export const kmhToMps = (kmh: number | null) => (kmh === null ? null : kmh / 3.6);
/** A battery level given from 0 to 1, as a percentage. */
export const fractionToPercent = (level: number | null) => (level === null ? null : level * 100);
