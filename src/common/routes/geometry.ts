import simplify from 'simplify-js';
import { distanceMeters, METERS_PER_MILE } from '../geo';

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
  const xy = points.map((point, index) => ({ x: point.lng, y: point.lat, index }));
  let tolerance = 0.00005;
  let kept = simplify(xy, tolerance, true);
  while (kept.length > maxPoints) {
    tolerance *= 2;
    kept = simplify(xy, tolerance, true);
  }
  return kept.map((point) => points[(point as (typeof xy)[number]).index] as TrackPoint);
}
