import type { LatLngTuple } from 'leaflet';
import simplify from 'simplify-js';
import type { RoutePoint } from '../../../common/contract/fields';
import { MAX_MAP_ZOOM } from './photo-clusters';

const TILE_SIZE = 256;
/** Points simplified in one go; a longer route is worked through slice by slice, with a pause between. */
export const SLICE_POINTS = 20_000;

/** A route point in Web Mercator degrees (`x` the longitude), where a pixel is the same size both ways. */
export interface ProjectedPoint {
  x: number;
  y: number;
  lat: number;
  lng: number;
}

const mercatorY = (lat: number) => {
  const clamped = Math.max(-85, Math.min(85, lat));
  return Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) * (180 / Math.PI);
};

/** One pixel at `zoom`, in those degrees. */
const pixelAt = (zoom: number) => 360 / (TILE_SIZE * 2 ** zoom);

function simplifySlice(points: readonly RoutePoint[], zoom: number): ProjectedPoint[] {
  const projected = points.map(({ lat, lng }) => ({ x: lng, y: mercatorY(lat), lat, lng }));
  return simplify(projected, pixelAt(zoom), true) as ProjectedPoint[];
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Whether `detailedRoute` of the route is worked out in one go: a route of a single slice. */
export const isShortRoute = (route: readonly RoutePoint[]) => route.length <= SLICE_POINTS + 1;

/** `detailedRoute` of a short route (`isShortRoute`), worked out at once. */
export const detailedShortRoute = (route: readonly RoutePoint[]): ProjectedPoint[] =>
  route.length < 2 ? [] : simplifySlice(route, MAX_MAP_ZOOM);

/**
 * The route with what the deepest zoom cannot show left out: a few thousand points where a GPS track has
 * hundreds of thousands. A long route is worked through in slices with a pause between them, so that the page
 * keeps answering meanwhile; an aborted `signal` stops it.
 */
export async function detailedRoute(
  route: readonly RoutePoint[],
  signal: AbortSignal,
): Promise<ProjectedPoint[]> {
  if (isShortRoute(route)) return detailedShortRoute(route);
  const kept: ProjectedPoint[] = [];
  for (let start = 0; start < route.length - 1; start += SLICE_POINTS) {
    if (start > 0) await pause();
    signal.throwIfAborted();
    // Slices share their end points, which simplification always keeps: each is added once.
    const slice = simplifySlice(route.slice(start, start + SLICE_POINTS + 1), MAX_MAP_ZOOM);
    kept.push(...(start > 0 ? slice.slice(1) : slice));
  }
  return kept;
}

/** The detailed route simplified to one pixel at `zoom`, as Leaflet draws it. */
export function lineAtZoom(detailed: readonly ProjectedPoint[], zoom: number): LatLngTuple[] {
  if (detailed.length < 2) return [];
  const kept = simplify([...detailed], pixelAt(Math.round(zoom)), true) as ProjectedPoint[];
  return kept.map(({ lat, lng }): LatLngTuple => [lat, lng]);
}
