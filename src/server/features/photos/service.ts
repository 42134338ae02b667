import { hasLocation } from '../../../common/geo';
import type { UpdatePhotoInput } from '../../../common/schemas/photos';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import type { PreparedJson } from '../../http/prepared-json';
import { photoForOthers } from '../../policy/privacy';
import { PHOTO_NOT_FOUND, requirePhotoOwner } from '../../policy/trips';
import type { Storage } from '../../providers/storage/storage';
import type { StopRow } from '../stops/repo';
import { tripReadReply } from '../trips/read-reply';
import type { UserRow } from '../users/repo';
import { placeLocatedPhoto } from './placement';
import { toPhotoDto } from './presenter';
import { deletePhoto, listPhotosOfTrip, type PhotoRow, updatePhoto } from './repo';

/**
 * The trip's photos as its readers see them (anyone but the owner without coordinates inside the owner's
 * privacy zones), serialised once per version of the trip and of the zones.
 */
export async function photoListReply(ctx: AppContext, user: UserRow, tripId: number): Promise<PreparedJson> {
  return tripReadReply(ctx, user, tripId, 'photos', async (trip, zones) =>
    (await listPhotosOfTrip(ctx.db, trip.id)).map((photo) => toPhotoDto(photoForOthers(photo, zones))),
  );
}

export async function editPhoto(
  ctx: AppContext,
  user: UserRow,
  photoId: number,
  input: UpdatePhotoInput,
): Promise<PhotoRow> {
  const { photo } = await requirePhotoOwner(ctx.db, user, photoId);
  const updated = await updatePhoto(ctx.db, photo.id, input);
  if (!updated) throw notFound(PHOTO_NOT_FOUND);
  return updated;
}

export async function removePhotoFiles(storage: Storage, photo: PhotoRow): Promise<void> {
  await storage.remove('photos', photo.filename);
  if (photo.sharedFilename) await storage.remove('shared', photo.sharedFilename);
  if (photo.thumbnailFilename) await storage.remove('thumbs', photo.thumbnailFilename);
}

/** The row goes first, then its files: a failure never leaves a row pointing at missing files. */
export async function removePhoto(ctx: AppContext, user: UserRow, photoId: number): Promise<void> {
  const { photo, trip } = await requirePhotoOwner(ctx.db, user, photoId);
  const deleted = await deletePhoto(ctx.db, photo.id, trip.id);
  if (!deleted) throw notFound(PHOTO_NOT_FOUND);
  await removePhotoFiles(ctx.storage, deleted);
}

/**
 * Files a located photo that has no stop under one: a stop within 200 m, or a new stop named after the place.
 * A photo without GPS gets no stop (the reply says so with autoCreatedStop: null).
 */
export async function createStopFromPhoto(
  ctx: AppContext,
  user: UserRow,
  photoId: number,
): Promise<{ photo: PhotoRow; stop: StopRow | null; created: boolean }> {
  const { photo, trip } = await requirePhotoOwner(ctx.db, user, photoId);
  if (photo.stopId !== null) throw badRequest('This photo already belongs to a stop');
  if (photo.latitude === null || photo.longitude === null || !hasLocation(photo.latitude, photo.longitude)) {
    return { photo, stop: null, created: false };
  }
  const location = { latitude: photo.latitude, longitude: photo.longitude, takenAt: photo.takenAt };
  const place = await ctx.places.reverse(location.latitude, location.longitude).catch(() => null);
  return ctx.db.transaction(async (tx) => {
    const { stop, created } = await placeLocatedPhoto(tx, trip.id, location, place);
    const updated = await updatePhoto(tx, photo.id, {
      stopId: stop.id,
      locationName: photo.locationName ?? place?.display_name ?? stop.name,
    });
    return { photo: updated ?? photo, stop, created };
  });
}
