import type { TrackPoint } from '../../../common/tracks/geometry';

const MINUTE_MS = 60_000;

/** A route point with a time, the time in milliseconds. */
export interface TimedPoint {
  at: number;
  lat: number;
  lng: number;
}

export interface RoutePosition {
  lat: number;
  lng: number;
}

/** The route's points that have a readable time, in time order (a route merged from several files may not be). */
export function timedPoints(route: readonly TrackPoint[]): TimedPoint[] {
  const timed: TimedPoint[] = [];
  let sorted = true;
  for (const point of route) {
    if (point.time === undefined) continue;
    const at = Date.parse(point.time);
    if (Number.isNaN(at)) continue;
    const last = timed.at(-1);
    if (last && at < last.at) sorted = false;
    timed.push({ at, lat: point.lat, lng: point.lng });
  }
  return sorted ? timed : timed.sort((a, b) => a.at - b.at);
}

/** The index of the first point at or after `at` (`points.length` when every point is earlier). */
function firstAtOrAfter(points: readonly TimedPoint[], at: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((points[middle] as TimedPoint).at < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

function between(a: TimedPoint, b: TimedPoint, at: number): RoutePosition {
  const share = (at - a.at) / (b.at - a.at);
  // Across the date line the short way round is the one driven, not the way through Greenwich.
  let toLng = b.lng - a.lng;
  if (toLng > 180) toLng -= 360;
  else if (toLng < -180) toLng += 360;
  let lng = a.lng + toLng * share;
  if (lng > 180) lng -= 360;
  else if (lng < -180) lng += 360;
  return { lat: a.lat + (b.lat - a.lat) * share, lng };
}

/**
 * Where the route was at `at`: between the two points around it when they are at most `maxGapMs` apart, else at
 * the nearer of them when it is within `maxGapMs` (before the first point, after the last, or across a longer
 * gap in the recording); null when no point is that close.
 */
export function positionAt(
  points: readonly TimedPoint[],
  at: number,
  maxGapMs: number,
): RoutePosition | null {
  const next = firstAtOrAfter(points, at);
  const after = points[next];
  if (after?.at === at) return { lat: after.lat, lng: after.lng };
  const before = points[next - 1];
  if (before && after && after.at - before.at <= maxGapMs) return between(before, after, at);
  const nearest =
    before && after ? (at - before.at <= after.at - at ? before : after) : (before ?? after ?? null);
  if (!nearest || Math.abs(at - nearest.at) > maxGapMs) return null;
  return { lat: nearest.lat, lng: nearest.lng };
}

export interface TimedPhoto {
  id: number;
  takenAt: Date;
}

export interface RouteMatch {
  photoId: number;
  lat: number;
  lng: number;
}

/**
 * The positions the route gives photos by the time each was taken, the camera's clock moved by
 * `clockOffsetMinutes` (a camera an hour behind: +60), within `maxGapMinutes` of the route's points; in the
 * photos' order. Sorting the route and one binary search per photo: a route of 500,000 points takes well under
 * a second.
 */
export function matchPhotosToRoute(
  photos: readonly TimedPhoto[],
  route: readonly TrackPoint[],
  { maxGapMinutes, clockOffsetMinutes }: { maxGapMinutes: number; clockOffsetMinutes: number },
): { placed: RouteMatch[]; unplaced: number[] } {
  const points = timedPoints(route);
  const maxGapMs = maxGapMinutes * MINUTE_MS;
  const placed: RouteMatch[] = [];
  const unplaced: number[] = [];
  for (const photo of photos) {
    const position = positionAt(points, photo.takenAt.getTime() + clockOffsetMinutes * MINUTE_MS, maxGapMs);
    if (position) placed.push({ photoId: photo.id, ...position });
    else unplaced.push(photo.id);
  }
  return { placed, unplaced };
}
