import { distanceMeters, hasLocation } from '../../../common/geo';
import type { UpdatePhotoInput } from '../../../common/schemas/photos';
import { FAR_FROM_STOP_METERS } from '../../../common/trips/stop-rules';
import type { AppContext } from '../../context';
import { photoFiles, removeFiles } from '../../files/owned-files';
import { badRequest, notFound } from '../../http/errors';
import type { PreparedJson } from '../../http/prepared-body';
import { changedAtVersion } from '../../http/stale-edit';
import { findPhoto, findStop } from '../../policy/access-repo';
import { photoForOthers, zonesHiddenFrom } from '../../policy/privacy';
import { PHOTO_NOT_FOUND, requirePhotoWriter, requireTripReader } from '../../policy/trips';
import { recordChange } from '../collaboration';
import type { StopRow } from '../stops';
import { changeTrip, tripReadReply } from '../trips';
import type { UserRow } from '../users';
import { placeLocatedPhoto } from './placement';
import { toPhotoDto } from './presenter';
import { deletePhoto, listPhotosOfTrip, listPhotosOfTripByIds, type PhotoRow, updatePhoto } from './repo';

const photoSubject = (photo: PhotoRow) => ({
  type: 'photo' as const,
  id: photo.id,
  name: photo.caption || photo.originalName,
});

/**
 * The trip's photos as its readers see them (anyone but the owner without coordinates inside the owner's
 * privacy zones), serialised once per version of the trip and of the zones.
 */
export async function photoListReply(ctx: AppContext, user: UserRow, tripId: number): Promise<PreparedJson> {
  return tripReadReply(ctx, user, tripId, 'photos', async (trip, zones) =>
    (await listPhotosOfTrip(ctx.db, trip.id)).map((photo) => toPhotoDto(photoForOthers(photo, zones))),
  );
}

/**
 * Some of the trip's photos as the reader sees them now: what an open page asks for when it is told that these
 * changed, rather than the whole list.
 */
export async function photosOfTripById(ctx: AppContext, user: UserRow, tripId: number, ids: number[]) {
  const access = await requireTripReader(ctx, { user }, tripId);
  const zones = await zonesHiddenFrom(ctx.db, access);
  return (await listPhotosOfTripByIds(ctx.db, access.trip.id, ids)).map((photo) =>
    toPhotoDto(photoForOthers(photo, zones)),
  );
}

export async function editPhoto(
  ctx: AppContext,
  user: UserRow,
  photoId: number,
  input: UpdatePhotoInput,
  expectedVersion?: number,
): Promise<PhotoRow> {
  const { photo } = await requirePhotoWriter(ctx.db, user, photoId, 'photo.write');
  return changeTrip(ctx, photo.tripId, async (tx) => {
    const updated = await changedAtVersion(await updatePhoto(tx, photo.id, input, expectedVersion), {
      current: () => findPhoto(tx, photo.id),
      present: toPhotoDto,
      missing: PHOTO_NOT_FOUND,
    });
    await recordChange(
      ctx,
      { tripId: photo.tripId, actor: user, type: 'photo.updated', subject: photoSubject(updated) },
      tx,
    );
    return updated;
  });
}

/** The row goes first, then its files: a failure never leaves a row pointing at missing files. */
export async function removePhoto(ctx: AppContext, user: UserRow, photoId: number): Promise<void> {
  const { photo, trip } = await requirePhotoWriter(ctx.db, user, photoId, 'photo.delete');
  const deleted = await changeTrip(ctx, trip.id, async (tx) => {
    const deleted = await deletePhoto(tx, photo.id, trip.id);
    if (!deleted) throw notFound(PHOTO_NOT_FOUND);
    await recordChange(
      ctx,
      { tripId: trip.id, actor: user, type: 'photo.deleted', subject: photoSubject(deleted) },
      tx,
    );
    return deleted;
  });
  await removeFiles(ctx.storage, photoFiles(deleted));
}

/** Whether a photo was taken farther from a stop than a photo of that stop would be. */
function takenFarFrom(photo: PhotoRow, stop: StopRow): boolean {
  if (photo.latitude === null || photo.longitude === null || !hasLocation(stop.latitude, stop.longitude)) {
    return false;
  }
  return (
    distanceMeters(photo.latitude, photo.longitude, stop.latitude, stop.longitude) > FAR_FROM_STOP_METERS
  );
}

/**
 * Files a located photo under a stop where it was taken: a stop within 200 m or of the same place, or a new stop
 * named after the place. A photo that has a stop is moved only when it was taken far from it (added by hand to a
 * stop elsewhere); a photo without GPS gets no stop (the reply says so with autoCreatedStop: null).
 */
export async function createStopFromPhoto(
  ctx: AppContext,
  user: UserRow,
  photoId: number,
): Promise<{ photo: PhotoRow; stop: StopRow | null; created: boolean }> {
  const { photo, trip } = await requirePhotoWriter(ctx.db, user, photoId, 'photo.write');
  const current = photo.stopId === null ? undefined : await findStop(ctx.db, photo.stopId);
  if (current && !takenFarFrom(photo, current)) throw badRequest('This photo already belongs to a stop');
  if (photo.latitude === null || photo.longitude === null || !hasLocation(photo.latitude, photo.longitude)) {
    return { photo, stop: null, created: false };
  }
  const location = { latitude: photo.latitude, longitude: photo.longitude, takenAt: photo.takenAt };
  const place = await ctx.places.reverse(location.latitude, location.longitude).catch(() => null);
  return changeTrip(ctx, trip.id, async (tx) => {
    const { stop, created } = await placeLocatedPhoto(tx, trip.id, location, place, user.id, current?.id);
    const updated = await updatePhoto(tx, photo.id, {
      stopId: stop.id,
      locationName: photo.locationName ?? place?.display_name ?? stop.name,
    });
    if (created) {
      await recordChange(
        ctx,
        {
          tripId: trip.id,
          actor: user,
          type: 'stop.created',
          subject: { type: 'stop', id: stop.id, name: stop.name },
        },
        tx,
      );
    }
    await recordChange(
      ctx,
      { tripId: trip.id, actor: user, type: 'photo.updated', subject: photoSubject(updated ?? photo) },
      tx,
    );
    return { photo: updated ?? photo, stop, created };
  });
}
