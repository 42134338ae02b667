import type { AppContext } from '../../context';
import type { PreparedJson } from '../../http/prepared-json';
import { requireTripReader } from '../../policy/trips';
import { listStopsOfTrip } from '../stops/repo';
import type { UserRow } from '../users/repo';
import { exportFileName, toGeoJson, toGpx } from './export-formats';
import { toRouteDto } from './presenter';
import { findRouteOfTrip } from './repo';

/** A trip's GPS route as the map draws it, for its readers: simplified once per version of the trip. */
export async function routeReply(ctx: AppContext, user: UserRow, tripId: number): Promise<PreparedJson> {
  const { trip } = await requireTripReader(ctx.db, { user }, tripId);
  return ctx.readCache.json(`route:${trip.id}:${trip.contentVersion}`, async () =>
    toRouteDto({ trip, route: (await findRouteOfTrip(ctx.db, trip.id)) ?? null }),
  );
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
