import type { PrivacyZone } from '../../../common/schemas/privacy';
import type { AppContext } from '../../context';
import type { PreparedJson } from '../../http/prepared-body';
import { routeForOthers, stopForOthers, zonesHiddenFrom, zonesKey } from '../../policy/privacy';
import { requireTripReader } from '../../policy/trips';
import { listStopsOfTrip } from '../stops';
import { tripReadReply } from '../trips';
import type { UserRow } from '../users';
import { exportFileName, toGeoJson, toGpx } from './export-formats';
import { type DisplayedTrack, toDisplayedTrack } from './presenter';
import { findTrackOfTrip, trackVersionOfTrip } from './repo';

/**
 * The route as maps draw it for readers kept out of `zones`, worked out once per version of the route (decision
 * record 028): a stop or a photo added leaves a route of 200,000 points unread.
 */
export async function displayedTrack(
  ctx: AppContext,
  tripId: number,
  zones: readonly PrivacyZone[],
): Promise<DisplayedTrack> {
  const version = await trackVersionOfTrip(ctx.db, tripId);
  return ctx.routeLines.get(`${tripId}${zonesKey(zones)}`, version, async () =>
    toDisplayedTrack((await findTrackOfTrip(ctx.db, tripId)) ?? null, zones),
  );
}

/**
 * A trip's GPS route as the map draws it, for its readers (anyone but the owner without the stretches inside the
 * owner's privacy zones): kept per version of the trip and of the zones, its line per version of the route, so
 * that a stop or a photo added neither reads nor simplifies the route again, and leaves its ETag as it was.
 */
export async function trackReply(ctx: AppContext, user: UserRow, tripId: number): Promise<PreparedJson> {
  return tripReadReply(ctx, user, tripId, 'route', async (trip, zones) => {
    const line = await displayedTrack(ctx, trip.id, zones);
    return { tripId: trip.id, ...line };
  });
}

export const EXPORT_TYPES = { gpx: 'application/gpx+xml', geojson: 'application/geo+json' } as const;

/** A trip's stops and route as a GPX or GeoJSON download, for its readers, as they may see them. */
export async function trackFile(ctx: AppContext, user: UserRow, tripId: number, format: 'gpx' | 'geojson') {
  const access = await requireTripReader(ctx, { user }, tripId);
  const { trip } = access;
  const [zones, allStops, route] = await Promise.all([
    zonesHiddenFrom(ctx.db, access),
    listStopsOfTrip(ctx.db, trip.id),
    findTrackOfTrip(ctx.db, trip.id),
  ]);
  const stops = allStops.map((stop) => stopForOthers(stop, zones));
  const points = routeForOthers(route?.routeData ?? [], zones);
  return {
    name: exportFileName(trip, format),
    contentType: EXPORT_TYPES[format],
    body: format === 'gpx' ? toGpx(trip, stops, points) : JSON.stringify(toGeoJson(trip, stops, points)),
  };
}
