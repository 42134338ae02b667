import type { PrivacyZone } from '../../../common/schemas/privacy';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { positionForOthers, zonesHiddenFrom } from '../../policy/privacy';
import { requireTripReader } from '../../policy/trips';
import { latestPointOfTrip } from './repo';

const NO_POSITION = 'No device has sent a position for this trip';

export type TripPosition = NonNullable<Awaited<ReturnType<typeof latestPointOfTrip>>>;

/** The latest point a device sent into the trip, or null; inside the zones, none. */
export async function latestPosition(
  ctx: AppContext,
  tripId: number,
  zones: readonly PrivacyZone[],
): Promise<TripPosition | null> {
  const latest = await latestPointOfTrip(ctx.db, tripId);
  return latest ? positionForOthers(latest, zones) : null;
}

/** Where the traveller is now, for the trip's readers: 404 when no device sent a point into it. */
export async function tripPosition(ctx: AppContext, user: UserRow, tripId: number) {
  const access = await requireTripReader(ctx, { user }, tripId);
  const position = await latestPosition(ctx, access.trip.id, await zonesHiddenFrom(ctx.db, access));
  if (!position) throw notFound(NO_POSITION);
  return position;
}
