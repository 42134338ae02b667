import type { Executor } from '../db/client';
import type { ShareRow, TripRow, UserRow } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { findEditShareOf, findPhoto, findStop, findTrip } from './access-repo';
import { isAdmin } from './admin';
import { type Lookups, liveShareByToken, tripById } from './lookups';
import { hasFeature } from './plans';
import { assertLinkOpen } from './share-links';

export const TRIP_NOT_FOUND = 'Trip not found';
export const STOP_NOT_FOUND = 'Stop not found';
export const PHOTO_NOT_FOUND = 'Photo not found';

/**
 * Who asks to read a trip: a signed-in person, or whoever holds one of its share links (with the link's unlock
 * cookie, when it has a password).
 */
export type TripReader = { user: UserRow } | { shareToken: string; unlock: string | undefined };

/**
 * How a reader comes to the trip: its owner; an editor (an edit share, while the owner's plan has collaboration);
 * an administrator (reading only); or a share link (reading only). A view share is read through its link.
 */
export type TripRole = 'owner' | 'editor' | 'admin' | 'link';

export interface TripAccess {
  trip: TripRow;
  role: TripRole;
  /** The owner and editors change what the trip holds. */
  canEdit: boolean;
  /** The link read through, if any. */
  share: ShareRow | null;
}

/**
 * What a writer does to a trip. Editors may do the first group, delete only the photos and memos they added
 * themselves, and nothing of the last group, which is the owner's alone.
 */
export type TripAction =
  | 'trip.edit'
  | 'stop.write'
  | 'photo.write'
  | 'memo.write'
  | 'memo.record'
  | 'route.write'
  | 'description.generate'
  | 'collaboration.follow'
  | 'photo.delete'
  | 'memo.delete'
  | 'trip.delete'
  | 'route.delete'
  | 'shares.manage';

const EDITOR_MAY: ReadonlySet<TripAction> = new Set([
  'trip.edit',
  'stop.write',
  'photo.write',
  'memo.write',
  'memo.record',
  'route.write',
  'description.generate',
  'collaboration.follow',
]);
const EDITOR_MAY_ON_OWN: ReadonlySet<TripAction> = new Set(['photo.delete', 'memo.delete']);

const REFUSALS: Partial<Record<TripAction, string>> = {
  'photo.delete': 'Only the trip’s owner can delete photos added by others',
  'memo.delete': 'Only the trip’s owner can delete voice memos recorded by others',
  'trip.delete': 'Only the trip’s owner can delete the trip',
  'route.delete': 'Only the trip’s owner can delete the route',
  'shares.manage': 'Only the trip’s owner can manage who the trip is shared with',
};

/**
 * A share link's trip and owner, for anyone holding the token, while the trip is visible, its owner not banned
 * and the link not expired, once its password (if any) has been given. With `tripId`, a link to another trip
 * is as missing as none.
 */
export async function requireShareLink(
  lookups: Lookups,
  token: string,
  unlock: string | undefined,
  { tripId, missing = TRIP_NOT_FOUND }: { tripId?: number; missing?: string } = {},
) {
  const found = await liveShareByToken(lookups, token);
  if (!found || (tripId !== undefined && found.trip.id !== tripId)) throw notFound(missing);
  assertLinkOpen(found.share, unlock);
  return found;
}

/** Whether an edit share lets its holder edit: while the owner's plan includes collaboration. */
export const editShareActive = (owner: UserRow) => hasFeature(owner, 'collaboration');

/** The trip's owner when this person edits it through an edit share that is in force, else null. */
async function ownerForEditor(db: Executor, trip: TripRow, user: UserRow): Promise<UserRow | null> {
  if (trip.status === 'suspended') return null;
  const found = await findEditShareOf(db, trip.id, user.id);
  return found && editShareActive(found.owner) ? found.owner : null;
}

/**
 * The one place that decides who may read a trip: its owner, an editor, an administrator, or the holder of one
 * of its share links. Anyone else gets 404, never 403, so trip ids cannot be probed.
 */
export async function requireTripReader(
  lookups: Lookups,
  reader: TripReader,
  tripId: number,
  missing = TRIP_NOT_FOUND,
): Promise<TripAccess> {
  if ('shareToken' in reader) {
    const { trip, share } = await requireShareLink(lookups, reader.shareToken, reader.unlock, {
      tripId,
      missing,
    });
    return { trip, role: 'link', canEdit: false, share };
  }
  const { user } = reader;
  const { db } = lookups;
  const trip = await tripById(lookups, tripId);
  if (!trip) throw notFound(missing);
  if (trip.userId === user.id) return { trip, role: 'owner', canEdit: true, share: null };
  if (await ownerForEditor(db, trip, user)) return { trip, role: 'editor', canEdit: true, share: null };
  if (isAdmin(user)) return { trip, role: 'admin', canEdit: false, share: null };
  throw notFound(missing);
}

export interface TripWrite {
  trip: TripRow;
  role: 'owner' | 'editor';
  /** Whose plan features and storage quota the change is made with: the owner's, for editors too. */
  owner: UserRow;
}

/**
 * May this person do this to the trip? The owner may do anything; an editor what EDITOR_MAY lists, and delete
 * what they added themselves (`addedBy`), else 403 `forbidden`. Anyone who may not read the trip, and
 * administrators (who read but do not change others' trips), get 404.
 */
export async function requireTripWriter(
  db: Executor,
  user: UserRow,
  tripId: number,
  action: TripAction,
  { missing = TRIP_NOT_FOUND, addedBy }: { missing?: string; addedBy?: number | null } = {},
): Promise<TripWrite> {
  const trip = await findTrip(db, tripId);
  if (!trip) throw notFound(missing);
  if (trip.userId === user.id) return { trip, role: 'owner', owner: user };
  const owner = await ownerForEditor(db, trip, user);
  if (!owner) throw notFound(missing);
  const own = addedBy !== undefined && addedBy === user.id;
  if (EDITOR_MAY.has(action) || (EDITOR_MAY_ON_OWN.has(action) && own)) {
    return { trip, role: 'editor', owner };
  }
  throw forbidden(REFUSALS[action] ?? 'Only the trip’s owner can do this');
}

/** The trip's owner alone (sharing, deleting the trip): editors get 403, everyone else 404. */
export async function requireTripOwner(
  db: Executor,
  user: UserRow,
  tripId: number,
  action: TripAction = 'shares.manage',
  missing = TRIP_NOT_FOUND,
): Promise<TripRow> {
  return (await requireTripWriter(db, user, tripId, action, { missing })).trip;
}

async function existingStop(db: Executor, stopId: number) {
  const stop = await findStop(db, stopId);
  if (!stop) throw notFound(STOP_NOT_FOUND);
  return stop;
}

export async function requireStopReader(lookups: Lookups, user: UserRow, stopId: number) {
  const stop = await existingStop(lookups.db, stopId);
  return { stop, ...(await requireTripReader(lookups, { user }, stop.tripId, STOP_NOT_FOUND)) };
}

/**
 * May this person do this to the stop? For its memo, `memo.delete` counts who recorded it, and recording a new
 * one over an earlier memo deletes that one.
 */
export async function requireStopWriter(db: Executor, user: UserRow, stopId: number, action: TripAction) {
  const stop = await existingStop(db, stopId);
  const checked = action === 'memo.record' && stop.voiceMemoFilename ? 'memo.delete' : action;
  const addedBy = checked === 'memo.delete' ? stop.voiceMemoCreatedById : stop.createdById;
  const write = await requireTripWriter(db, user, stop.tripId, checked, { missing: STOP_NOT_FOUND, addedBy });
  return { stop, ...write };
}

/** May this person do this to the photo (`photo.delete` counts who uploaded it)? */
export async function requirePhotoWriter(db: Executor, user: UserRow, photoId: number, action: TripAction) {
  const photo = await findPhoto(db, photoId);
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  const write = await requireTripWriter(db, user, photo.tripId, action, {
    missing: PHOTO_NOT_FOUND,
    addedBy: photo.createdById,
  });
  return { photo, ...write };
}
