import type { CoverPhotoInput, CreateTripInput, UpdateTripInput } from '../../../common/schemas/trips';
import type { TripMeasures } from '../../../common/trips/distance';
import { PAST_START_MESSAGE, startIsPast, statusForNewTrip } from '../../../common/trips/trip-rules';
import type { AppContext } from '../../context';
import { filesOfTrip, removeFiles } from '../../files/owned-files';
import { badRequest, notFound } from '../../http/errors';
import { changedAtVersion } from '../../http/stale-edit';
import { findTrip, findUserById } from '../../policy/access-repo';
import { requireTripOwner, requireTripReader, requireTripWriter, TRIP_NOT_FOUND } from '../../policy/trips';
import { recordChange } from '../collaboration';
import type { UserRow } from '../users';
import { changeTrip } from './changes';
import { measuresOf, measuresOfTrip } from './measures';
import { toTripDto } from './presenter';
import {
  deleteTrip,
  insertTrip,
  listTripsOfUser,
  lockTrip,
  setCoverPhoto,
  type TripCover,
  type TripRow,
  tripCovers,
  updateTrip,
} from './repo';

/** The traveller's trips, each with its measures and the picture its card shows. */
export async function tripsOf(
  ctx: AppContext,
  user: UserRow,
): Promise<{ trip: TripRow; measures: TripMeasures; cover: TripCover | undefined }[]> {
  const trips = await listTripsOfUser(ctx.db, user.id);
  const [measures, covers] = await Promise.all([
    measuresOf(ctx, trips),
    tripCovers(
      ctx.db,
      trips.map((trip) => trip.id),
    ),
  ]);
  return trips.map((trip, index) => ({
    trip,
    measures: measures[index] as TripMeasures,
    cover: covers.get(trip.id),
  }));
}

type OpenedTrip = { trip: TripRow; measures: TripMeasures; owner: UserRow };

const PHOTO_NOT_FOUND = 'Photo not found';

/** The owner shows the trip by one of its photos, or goes back to its first photo with null. */
export async function chooseCoverPhoto(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  { photoId }: CoverPhotoInput,
): Promise<OpenedTrip & { role: 'owner' | 'editor' }> {
  const { trip, role, owner } = await requireTripWriter(ctx.db, user, tripId, 'trip.edit');
  const updated = await ctx.db.transaction(async (tx) => {
    const changed = await setCoverPhoto(tx, trip.id, photoId);
    if (!changed) throw notFound(PHOTO_NOT_FOUND);
    const subject = { type: 'trip' as const, id: trip.id, name: changed.title };
    await recordChange(ctx, { tripId: trip.id, actor: user, type: 'trip.updated', subject }, tx);
    return changed;
  });
  return { trip: updated, measures: await measuresOfTrip(ctx, updated), role, owner };
}

/** The trip for a signed-in reader, how they come to it (owner, editor or administrator), and its owner. */
export async function openTrip(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
): Promise<OpenedTrip & { role: 'owner' | 'editor' | 'admin' }> {
  const { trip, role } = await requireTripReader(ctx, { user }, tripId);
  if (role === 'link') throw notFound(TRIP_NOT_FOUND);
  const [owner, measures] = await Promise.all([
    role === 'owner' ? user : findUserById(ctx.db, trip.userId),
    measuresOfTrip(ctx, trip),
  ]);
  if (!owner) throw notFound(TRIP_NOT_FOUND);
  return { trip, measures, role, owner };
}

/** A planned trip (a draft) is one still to come; a trip under way is active and may have started already. */
function refusePastPlan(status: string, startDate: Date): void {
  if (status === 'draft' && startIsPast(startDate)) throw badRequest(PAST_START_MESSAGE);
}

export async function createTrip(
  ctx: AppContext,
  user: UserRow,
  input: CreateTripInput,
): Promise<{ trip: TripRow; measures: TripMeasures }> {
  const status = input.status ?? statusForNewTrip('upcoming', input.startDate);
  refusePastPlan(status, input.startDate);
  const trip = await insertTrip(ctx.db, { ...input, userId: user.id, status });
  await ctx.domainEvents.emit('tripChanged', { tripId: trip.id });
  await ctx.domainEvents.emit('tripDaysSet', { tripId: trip.id });
  return { trip, measures: await measuresOfTrip(ctx, trip) };
}

/**
 * Changes the trip's details (the owner and editors). With the version the edit
 * started from, a trip changed since is not overwritten: 409 with the trip as it is now.
 */
export async function editTrip(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  input: UpdateTripInput,
  expectedVersion?: number,
): Promise<OpenedTrip & { role: 'owner' | 'editor' }> {
  const { trip, role, owner } = await requireTripWriter(ctx.db, user, tripId, 'trip.edit');
  const startDate = input.startDate ?? trip.startDate;
  const endDate = input.endDate ?? trip.endDate;
  if (endDate < startDate) throw badRequest('End date cannot be before the start date');
  if (input.startDate) refusePastPlan(trip.status, input.startDate);
  const updated = await changeTrip(ctx, trip.id, async (tx) => {
    const changed = await changedAtVersion(await updateTrip(tx, trip.id, input, expectedVersion), {
      current: () => findTrip(tx, trip.id),
      present: async (current) => toTripDto(current, await measuresOfTrip(ctx, current)),
      missing: TRIP_NOT_FOUND,
    });
    const subject = { type: 'trip' as const, id: trip.id, name: changed.title };
    await recordChange(ctx, { tripId: trip.id, actor: user, type: 'trip.updated', subject }, tx);
    return changed;
  });
  const sameDays = (a: Date, b: Date) => a.getTime() === b.getTime();
  if (!sameDays(updated.startDate, trip.startDate) || !sameDays(updated.endDate, trip.endDate)) {
    await ctx.domainEvents.emit('tripDaysSet', { tripId: trip.id });
  }
  return { trip: updated, measures: await measuresOfTrip(ctx, updated), role, owner };
}

export async function removeTrip(ctx: AppContext, user: UserRow, tripId: number): Promise<void> {
  const trip = await requireTripOwner(ctx.db, user, tripId, 'trip.delete');
  await deleteTripAndFiles(ctx, trip);
}

/**
 * Deletes a trip with everything in it — stops, photos, memos, shares, reports — and then its files. The trip is
 * locked first, so an upload still committing finishes before its files are listed, and none is left behind.
 */
export async function deleteTripAndFiles(ctx: AppContext, trip: TripRow): Promise<void> {
  const files = await ctx.db.transaction(async (tx) => {
    if (!(await lockTrip(tx, trip.id, 'update'))) throw notFound(TRIP_NOT_FOUND);
    const files = await filesOfTrip(tx, trip.id);
    await deleteTrip(tx, trip.id);
    return files;
  });
  // Rows went with the trip (cascade); the files follow once the rows are gone.
  await removeFiles(ctx.storage, files);
}
