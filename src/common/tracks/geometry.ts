import { distanceMeters, METERS_PER_MILE } from '../geo';
import { dropTolerances } from './drop-tolerances';

export interface TrackPoint {
  lat: number;
  lng: number;
  time?: string;
  ele?: number;
  /** The line breaks before this point (what lay between is hidden from the reader). */
  gapBefore?: boolean;
}

/** The route's separate lines: a new one starts at each point marked `gapBefore`. */
export function splitAtGaps<T extends TrackPoint>(points: readonly T[]): T[][] {
  const lines: T[][] = [];
  for (const point of points) {
    const current = lines.at(-1);
    if (!current || point.gapBefore) lines.push([point]);
    else current.push(point);
  }
  return lines;
}

/** Great-circle length of a route in miles, over every point. */
export function routeMiles(points: readonly TrackPoint[]): number {
  let meters = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as TrackPoint;
    const b = points[i] as TrackPoint;
    meters += distanceMeters(a.lat, a.lng, b.lat, b.lng);
  }
  return meters / METERS_PER_MILE;
}

export const DISPLAY_POINTS = 2000;
/** In degrees: about 5 m. */
const SMALLEST_TOLERANCE = 0.00005;

/**
 * A lighter line for drawing: Douglas–Peucker with the smallest tolerance (from about 5 m up) that brings the
 * route under the display budget, so the shape holds at trip zoom.
 */
export function simplifyForDisplay(points: readonly TrackPoint[], maxPoints = DISPLAY_POINTS): TrackPoint[] {
  if (points.length <= maxPoints) return [...points];
  const lines = splitAtGaps(points);
  if (lines.length > 1) {
    // Each line on its own, with its share of the budget, so no gap is simplified away.
    return lines.flatMap((line) =>
      simplifyLine(line, Math.max(2, Math.floor((maxPoints * line.length) / points.length))),
    );
  }
  return simplifyLine(points, maxPoints);
}

function simplifyLine(points: readonly TrackPoint[], maxPoints: number): TrackPoint[] {
  if (points.length <= maxPoints) return [...points];
  const values = dropTolerances(
    Float64Array.from(points, (point) => point.lng),
    Float64Array.from(points, (point) => point.lat),
    SMALLEST_TOLERANCE,
  );
  const descending = Float64Array.from(values).sort().reverse();
  // How many points a tolerance keeps: those whose value is over its square.
  const keptAt = (tolerance: number) => {
    const squared = tolerance * tolerance;
    let low = 0;
    let high = descending.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((descending[middle] as number) > squared) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  // The stretches' ends are always kept: a budget smaller than they are gets them alone.
  const ends = values.filter((value) => value === Number.POSITIVE_INFINITY).length;
  const budget = Math.max(maxPoints, ends);
  let tolerance = SMALLEST_TOLERANCE;
  while (keptAt(tolerance) > budget) tolerance *= 2;
  const squared = tolerance * tolerance;
  return points.filter((_, index) => (values[index] as number) > squared);
}
