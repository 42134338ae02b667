import type { AppContext } from '../../context';
import { requireTripReader } from '../../policy/trips';
import { listStopsOfTrip } from '../stops/repo';
import type { UserRow } from '../users/repo';
import { exportFileName, toGeoJson, toGpx } from './export-formats';
import { findRouteOfTrip } from './repo';

/** A trip's GPS route, for its readers. */
export async function routeOfTrip(ctx: AppContext, user: UserRow, tripId: number) {
  const { trip } = await requireTripReader(ctx.db, { user }, tripId);
  return { trip, route: (await findRouteOfTrip(ctx.db, trip.id)) ?? null };
}

const EXPORT_TYPES = { gpx: 'application/gpx+xml', geojson: 'application/geo+json' } as const;

/** A trip's stops and route as a GPX or GeoJSON download, for its readers. */
export async function routeFile(ctx: AppContext, user: UserRow, tripId: number, format: 'gpx' | 'geojson') {
  const { trip } = await requireTripReader(ctx.db, { user }, tripId);
  const [stops, route] = await Promise.all([
    listStopsOfTrip(ctx.db, trip.id),
    findRouteOfTrip(ctx.db, trip.id),
  ]);
  const points = route?.routeData ?? [];
  return {
    name: exportFileName(trip, format),
    contentType: EXPORT_TYPES[format],
    body: format === 'gpx' ? toGpx(trip, stops, points) : JSON.stringify(toGeoJson(trip, stops, points)),
  };
}
