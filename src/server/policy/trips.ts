import type { Executor } from '../db/client';
import { findPhoto } from '../features/photos/repo';
import { findLiveShareByToken, type ShareRow } from '../features/sharing/repo';
import { findStop } from '../features/stops/repo';
import { findTrip, type TripRow } from '../features/trips/repo';
import type { UserRow } from '../features/users/repo';
import { notFound } from '../http/errors';
import { isAdmin } from './admin';
import { assertLinkOpen } from './share-links';

export const TRIP_NOT_FOUND = 'Trip not found';
export const STOP_NOT_FOUND = 'Stop not found';
export const PHOTO_NOT_FOUND = 'Photo not found';

/**
 * Who asks to read a trip: a signed-in person, or whoever holds one of its share links (with the link's unlock
 * cookie, when it has a password).
 */
export type TripReader = { user: UserRow } | { shareToken: string; unlock: string | undefined };

export interface TripAccess {
  trip: TripRow;
  /** Only the owner changes a trip and what it holds. */
  canEdit: boolean;
  /** The link read through, if any. */
  share: ShareRow | null;
}

/**
 * A share link's trip and owner, for anyone holding the token, while the trip is visible, its owner not banned
 * and the link not expired, once its password (if any) has been given.
 */
export async function requireShareLink(db: Executor, token: string, unlock: string | undefined) {
  const found = await findLiveShareByToken(db, token);
  if (!found) throw notFound(TRIP_NOT_FOUND);
  assertLinkOpen(found.share, unlock);
  return found;
}

/**
 * The one place that decides who may read or change a trip: its owner, an administrator, or the holder of one
 * of its share links (reading only). Anyone else gets 404, never 403, so trip ids cannot be probed.
 */
export async function requireTripReader(
  db: Executor,
  reader: TripReader,
  tripId: number,
  missing = TRIP_NOT_FOUND,
): Promise<TripAccess> {
  if ('shareToken' in reader) {
    const found = await findLiveShareByToken(db, reader.shareToken);
    if (found?.trip.id !== tripId) throw notFound(missing);
    assertLinkOpen(found.share, reader.unlock);
    return { trip: found.trip, canEdit: false, share: found.share };
  }
  const { user } = reader;
  const trip = await findTrip(db, tripId);
  const isOwner = trip?.userId === user.id;
  if (!trip || !(isOwner || isAdmin(user))) throw notFound(missing);
  return { trip, canEdit: isOwner, share: null };
}

export async function requireTripOwner(
  db: Executor,
  user: UserRow,
  tripId: number,
  missing = TRIP_NOT_FOUND,
): Promise<TripRow> {
  const { trip, canEdit } = await requireTripReader(db, { user }, tripId, missing);
  if (!canEdit) throw notFound(missing);
  return trip;
}

async function existingStop(db: Executor, stopId: number) {
  const stop = await findStop(db, stopId);
  if (!stop) throw notFound(STOP_NOT_FOUND);
  return stop;
}

export async function requireStopReader(db: Executor, user: UserRow, stopId: number) {
  const stop = await existingStop(db, stopId);
  return { stop, ...(await requireTripReader(db, { user }, stop.tripId, STOP_NOT_FOUND)) };
}

export async function requireStopOwner(db: Executor, user: UserRow, stopId: number) {
  const stop = await existingStop(db, stopId);
  return { stop, trip: await requireTripOwner(db, user, stop.tripId, STOP_NOT_FOUND) };
}

export async function requirePhotoOwner(db: Executor, user: UserRow, photoId: number) {
  const photo = await findPhoto(db, photoId);
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  return { photo, trip: await requireTripOwner(db, user, photo.tripId, PHOTO_NOT_FOUND) };
}
