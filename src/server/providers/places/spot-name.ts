import type { PlaceResult } from '../../../common/places/place';

/** A place name for a spot, and how far from it the name still holds. */
export interface SpotName extends PlaceResult {
  /** Photos farther apart than twice this are not at one place even when their names agree. */
  reachKm: number;
}

/** How far a town reaches from its centre point, by its population: 1.5 km for a village, 14 km for Los Angeles. */
export function townReachKm(population: number): number {
  return Math.max(1.5, 0.09 * Math.cbrt(population));
}

const POINTS = ['North', 'Northeast', 'East', 'Southeast', 'South', 'Southwest', 'West', 'Northwest'];

/** The compass point (of eight) in which `to` lies as seen from `from`. */
export function compassPoint(fromLat: number, fromLon: number, toLat: number, toLon: number): string {
  const east = (toLon - fromLon) * Math.cos((((fromLat + toLat) / 2) * Math.PI) / 180);
  const north = toLat - fromLat;
  const degrees = (Math.atan2(east, north) * 180) / Math.PI;
  return POINTS[Math.round(((degrees + 360) % 360) / 45) % 8] as string;
}
