import type { CreateTripInput, UpdateTripInput } from '../../../common/schemas/trips';
import { PAST_START_MESSAGE, startIsPast, statusForNewTrip } from '../../../common/trips/trip-rules';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { requireTripOwner, requireTripReader, TRIP_NOT_FOUND, type TripAccess } from '../../policy/trips';
import { listPhotosOfTrip } from '../photos/repo';
import { removePhotoFiles } from '../photos/service';
import { listStopsOfTrip } from '../stops/repo';
import type { UserRow } from '../users/repo';
import { deleteTrip, insertTrip, listTripsOfUser, lockTrip, type TripRow, updateTrip } from './repo';

export async function tripsOf(ctx: AppContext, user: UserRow): Promise<TripRow[]> {
  return listTripsOfUser(ctx.db, user.id);
}

export async function openTrip(ctx: AppContext, user: UserRow, tripId: number): Promise<TripAccess> {
  return requireTripReader(ctx.db, { user }, tripId);
}

/** A planned trip (a draft) is one still to come; a trip under way is active and may have started already. */
function refusePastPlan(status: string, startDate: Date): void {
  if (status === 'draft' && startIsPast(startDate)) throw badRequest(PAST_START_MESSAGE);
}

export async function createTrip(ctx: AppContext, user: UserRow, input: CreateTripInput): Promise<TripRow> {
  const status = input.status ?? statusForNewTrip('upcoming', input.startDate);
  refusePastPlan(status, input.startDate);
  return insertTrip(ctx.db, { ...input, userId: user.id, status });
}

export async function editTrip(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  input: UpdateTripInput,
): Promise<TripRow> {
  const trip = await requireTripOwner(ctx.db, user, tripId);
  const startDate = input.startDate ?? trip.startDate;
  const endDate = input.endDate ?? trip.endDate;
  if (endDate < startDate) throw badRequest('End date cannot be before the start date');
  if (input.startDate) refusePastPlan(trip.status, input.startDate);
  const updated = await updateTrip(ctx.db, trip.id, input);
  if (!updated) throw notFound(TRIP_NOT_FOUND);
  return updated;
}

export async function removeTrip(ctx: AppContext, user: UserRow, tripId: number): Promise<void> {
  const trip = await requireTripOwner(ctx.db, user, tripId);
  await deleteTripAndFiles(ctx, trip);
}

/**
 * Deletes a trip with everything in it — stops, photos, memos, shares, reports — and then its files. The trip is
 * locked first, so an upload still committing finishes before its files are listed, and none is left behind.
 */
export async function deleteTripAndFiles(ctx: AppContext, trip: TripRow): Promise<void> {
  const { photos, memos } = await ctx.db.transaction(async (tx) => {
    if (!(await lockTrip(tx, trip.id, 'update'))) throw notFound(TRIP_NOT_FOUND);
    const photos = await listPhotosOfTrip(tx, trip.id);
    const memos = (await listStopsOfTrip(tx, trip.id)).flatMap((stop) => stop.voiceMemoFilename ?? []);
    await deleteTrip(tx, trip.id);
    return { photos, memos };
  });
  // Rows went with the trip (cascade); the files follow once the rows are gone.
  await Promise.all([
    ...photos.map((photo) => removePhotoFiles(ctx.storage, photo)),
    ...memos.map((name) => ctx.storage.remove('voice', name)),
  ]);
}
