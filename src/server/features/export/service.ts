import type { AppContext } from '../../context';
import { requireTripReader } from '../../policy/trips';
import { listPhotosOfTrip } from '../photos/repo';
import { listStopsOfTrip } from '../stops/repo';
import type { UserRow } from '../users/repo';

/** A trip with its ordered stops and its photos, for whoever may read it. */
export async function tripForGuide(ctx: AppContext, user: UserRow, tripId: number) {
  const { trip } = await requireTripReader(ctx.db, { user }, tripId);
  const [stops, photos] = await Promise.all([
    listStopsOfTrip(ctx.db, trip.id),
    listPhotosOfTrip(ctx.db, trip.id),
  ]);
  return { trip, stops, photos };
}
