import type { AppContext } from '../../context';
import { requireTripWriter } from '../../policy/trips';
import type { UserRow } from '../users';
import { listActivityOfTrip } from './activity-repo';

/** How many entries the activity list shows. */
const ACTIVITY_SHOWN = 100;

/** Who did what on the trip, newest first: for the owner and editors. */
export async function tripActivity(ctx: AppContext, user: UserRow, tripId: number) {
  const { trip } = await requireTripWriter(ctx.db, user, tripId, 'collaboration.follow');
  return listActivityOfTrip(ctx.db, trip.id, ACTIVITY_SHOWN);
}
