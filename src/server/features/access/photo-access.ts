import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { findPhoto } from '../photos/repo';
import type { UserRow } from '../users/repo';
import { requireTripOwner } from './trip-access';

export const PHOTO_NOT_FOUND = 'Photo not found';

export async function requirePhotoOwner(db: Executor, user: UserRow, photoId: number) {
  const photo = await findPhoto(db, photoId);
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  const trip = await requireTripOwner(db, user, photo.tripId).catch(() => {
    throw notFound(PHOTO_NOT_FOUND);
  });
  return { photo, trip };
}
