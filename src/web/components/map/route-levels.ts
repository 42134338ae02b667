import type { LatLngTuple } from 'leaflet';
import { MAX_MAP_ZOOM, mercatorY } from '@/lib/mercator';
import type { RoutePoint } from '../../../common/contract/fields';
import { dropTolerances } from '../../../common/tracks/drop-tolerances';

const TILE_SIZE = 256;

/**
 * A stretch of route with, for each point, the squared size (in Web Mercator degrees, where a pixel is the same
 * both ways) below which Douglas–Peucker drops it (`dropTolerances`): every zoom's line is read off it.
 */
export interface RouteLevels {
  points: readonly RoutePoint[];
  tolerances: Float64Array;
}

/** One pixel at `zoom`, in those degrees. */
const pixelAt = (zoom: number) => 360 / (TILE_SIZE * 2 ** zoom);

/** The route's levels, worked out once: what the deepest zoom cannot show is dropped at every zoom. */
export function routeLevels(points: readonly RoutePoint[]): RouteLevels {
  const tolerances = dropTolerances(
    Float64Array.from(points, (point) => point.lng),
    Float64Array.from(points, (point) => mercatorY(point.lat)),
    pixelAt(MAX_MAP_ZOOM),
  );
  return { points, tolerances };
}

/** The route simplified to one pixel at `zoom`, as Leaflet draws it. */
export function lineAtZoom({ points, tolerances }: RouteLevels, zoom: number): LatLngTuple[] {
  if (points.length < 2) return [];
  const squared = pixelAt(Math.round(zoom)) ** 2;
  const line: LatLngTuple[] = [];
  points.forEach(({ lat, lng }, index) => {
    if ((tolerances[index] as number) > squared) line.push([lat, lng]);
  });
  return line;
}
