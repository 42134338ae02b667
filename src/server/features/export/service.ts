import type { AppContext } from '../../context';
import { zonesHiddenFrom } from '../../policy/privacy';
import { requireTripReader } from '../../policy/trips';
import { listPhotosOfTrip } from '../photos';
import { listStopsOfTrip } from '../stops';
import { measuresOfTrip } from '../trips';
import type { UserRow } from '../users';

/** A trip with its ordered stops and its photos, for whoever may read it, and the zones hidden from them. */
export async function tripForGuide(ctx: AppContext, user: UserRow, tripId: number) {
  const access = await requireTripReader(ctx, { user }, tripId);
  const { trip } = access;
  const [stops, photos, zones, measures] = await Promise.all([
    listStopsOfTrip(ctx.db, trip.id),
    listPhotosOfTrip(ctx.db, trip.id),
    zonesHiddenFrom(ctx.db, access),
    measuresOfTrip(ctx, trip),
  ]);
  return { trip, measures, stops, photos, zones };
}
