import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { changeUnderWay } from '../../events/domain';
import { originalFile, removeFiles, thumbnailFiles } from '../../files/owned-files';
import { badRequest, notFound } from '../../http/errors';
import type { ReceivedFile, ReceiveUpload } from '../../http/receive-file';
import { takeIdempotencyKey } from '../../idempotency/claim';
import { findStop } from '../../policy/access-repo';
import { assertStorageRoom } from '../../policy/plans';
import { requireTripWriter, TRIP_NOT_FOUND } from '../../policy/trips';
import type { SpotName } from '../../providers/places/spot-name';
import { recordChange } from '../collaboration';
import { getUploadSettings } from '../settings';
import type { StopRow } from '../stops';
import { lockTrip } from '../trips';
import { lockUserRow, type UserRow } from '../users';
import { IMAGE_HEAD_BYTES, imageTypeOf, inspectImage } from './image';
import { DERIVE_PHOTO_IMAGES, queueImageDerivation } from './jobs';
import { placeLocatedPhoto } from './placement';
import { countPhotosOfTrip, insertPhoto, type PhotoRow } from './repo';
import { keepThumbnail } from './thumbnail-files';

export interface UploadOutcome {
  photo: PhotoRow;
  hasGPS: boolean;
  autoStopCreated: boolean;
  stop: StopRow | null;
}

async function lookUpPlace(ctx: AppContext, lat: number, lon: number): Promise<SpotName | null> {
  try {
    return await ctx.places.reverse(lat, lon);
  } catch (error) {
    ctx.log.warn({ err: error }, 'place lookup for a photo failed');
    return null;
  }
}

async function assertRoomForPhoto(
  db: Executor,
  user: UserRow,
  tripId: number,
  maxPhotos: number,
  bytes: number,
) {
  // Both asked at once (on the upload lane's two connections outside a transaction); the photo count's refusal
  // still comes first.
  const room = assertStorageRoom(db, user, bytes);
  room.catch(() => undefined);
  if ((await countPhotosOfTrip(db, tripId)) >= maxPhotos) {
    throw badRequest(`A trip can hold at most ${maxPhotos} photos`);
  }
  await room;
}

function parseStopId(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw badRequest('Stop id must be a whole number');
  return id;
}

/**
 * Receives a photo, checks it against the trip owner's plan and storage (an editor uploads into the owner's),
 * keeps the original and its thumbnail and files it under a stop; its copy without metadata is made by a
 * background job (or by the first reader who comes before it). The original is kept only once everything else is
 * checked, as the last step before the row is committed; it and the thumbnail are removed again if the upload
 * fails: a failure leaves nothing behind.
 */
export async function uploadPhoto(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  receive: ReceiveUpload,
): Promise<UploadOutcome> {
  const ended = ctx.uploadsUnderWay.begin();
  try {
    return await receivePhoto(ctx, user, tripId, receive);
  } finally {
    ended();
  }
}

async function receivePhoto(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  receive: ReceiveUpload,
): Promise<UploadOutcome> {
  // The checks before the body is read, on the upload lane: under load, a statement on the busy main pool waits
  // its turn. They are checked again under locks before the row is written, so they need no transaction, and
  // what does not depend on another is asked at once: two round trips to the database instead of up to seven.
  const [{ trip, owner }, settings] = await Promise.all([
    requireTripWriter(ctx.uploadsDb, user, tripId, 'photo.write'),
    getUploadSettings(ctx.uploadsDb),
  ]);
  await assertRoomForPhoto(ctx.uploadsDb, owner, trip.id, settings.maxPhotosPerTrip, 1);

  const upload = await receive({
    fieldName: 'photo',
    label: 'photo',
    maxBytes: settings.maxUploadSize * 1024 * 1024,
    headBytes: IMAGE_HEAD_BYTES,
  });
  try {
    return await storePhoto(ctx, { user, trip, owner, maxPhotosPerTrip: settings.maxPhotosPerTrip }, upload, {
      stopId: parseStopId(upload.fields.stopId),
    });
  } finally {
    await fs.promises.rm(upload.tempPath, { force: true });
  }
}

/** Where a photo is stored and who stores it, checked before its file is read. */
export interface PhotoDestination {
  user: UserRow;
  trip: { id: number };
  owner: UserRow;
  maxPhotosPerTrip: number;
}

export interface StoreOptions {
  /** The stop to file it under; without one, a located photo finds or makes its stop. */
  stopId?: number | null;
  /** What the source knows of the picture, taken when its EXIF has none. */
  fallback?: { latitude?: number | null; longitude?: number | null; takenAt?: Date | null };
  /** Done in the photo's transaction once its row is written (what an import records of what it made). */
  alongside?: (tx: Transaction, photo: PhotoRow) => Promise<void>;
  /**
   * A photo coming back from an export, as it was: these kept, filed under `stopId` alone (none: under no stop),
   * and its place not looked up again.
   */
  details?: { caption: string | null; tags: string[]; locationName: string | null };
}

/**
 * Stores a received image file as a photo of the trip: its thumbnail, its facts, its stop, its row and the
 * original, with its background work queued; a failure leaves nothing behind. The caller removes the temporary
 * file.
 */
export async function storePhoto(
  ctx: AppContext,
  { user, trip, owner, maxPhotosPerTrip }: PhotoDestination,
  upload: Omit<ReceivedFile, 'fields'>,
  options: StoreOptions = {},
): Promise<UploadOutcome> {
  const base = randomUUID();
  const thumbnailFilename = `${base}.webp`;
  let kept: string | null = null;
  let thumbnail: Promise<void> | undefined;
  try {
    const requestedStopId = options.stopId ?? null;
    const type = await imageTypeOf(upload.head);
    // The slowest step, the thumbnail, decodes the whole picture: a damaged one is refused by it. Once the file is
    // known to be an image, it runs beside the inspection, the place lookup and the row's statements; the row is
    // committed, and the original kept, once it is kept.
    thumbnail = keepThumbnail(
      { storage: ctx.storage, images: ctx.images.request },
      upload.tempPath,
      thumbnailFilename,
    );
    thumbnail.catch(() => undefined);
    const facts = withFallback(
      await inspectImage(ctx.images.request, upload.tempPath, upload.head, type),
      options.fallback,
    );
    const located = facts.latitude !== null && facts.longitude !== null;
    const placedByLocation = located && !options.details;
    const place = placedByLocation
      ? await lookUpPlace(ctx, facts.latitude as number, facts.longitude as number)
      : null;

    const filename = `${base}.${facts.extension}`;
    let change: ReturnType<typeof changeUnderWay> | undefined;
    const outcome = await ctx.uploadsDb.transaction(async (tx) => {
      change = changeUnderWay(tx);
      // Checked again, now with the file's size, under a lock on the owner: simultaneous uploads cannot pass the
      // limits together. The lock comes before the key: the key's row refers to the user, which holds a share of
      // that row, and two uploads each holding one while asking for the whole row would deadlock.
      await lockUserRow(tx, owner.id);
      await takeIdempotencyKey(tx);
      // A trip deleted meanwhile is a 404, and its deletion waits for this upload to settle.
      if (!(await lockTrip(tx, trip.id, 'key share'))) throw notFound(TRIP_NOT_FOUND);
      await assertRoomForPhoto(tx, owner, trip.id, maxPhotosPerTrip, upload.size);
      let stop: StopRow | null = null;
      let autoStopCreated = false;
      if (requestedStopId !== null) {
        stop = (await findStop(tx, requestedStopId)) ?? null;
        if (stop?.tripId !== trip.id) throw badRequest('That stop is not part of this trip');
      } else if (placedByLocation) {
        const placement = await placeLocatedPhoto(
          tx,
          trip.id,
          {
            latitude: facts.latitude as number,
            longitude: facts.longitude as number,
            takenAt: facts.takenAt,
          },
          place,
          user.id,
        );
        stop = placement.stop;
        autoStopCreated = placement.created;
      }
      const photo = await insertPhoto(tx, {
        tripId: trip.id,
        stopId: stop?.id ?? null,
        filename,
        thumbnailFilename,
        sharedFilename: null,
        thumbnailMade: true,
        originalName: upload.originalName.slice(0, 255),
        mimetype: facts.mimetype,
        size: upload.size,
        width: facts.width,
        height: facts.height,
        latitude: facts.latitude,
        longitude: facts.longitude,
        takenAt: facts.takenAt,
        locationName: place?.display_name ?? stop?.name ?? null,
        createdById: user.id,
        ...options.details,
      });
      if (stop && autoStopCreated) {
        const subject = { type: 'stop' as const, id: stop.id, name: stop.name };
        await recordChange(ctx, { tripId: trip.id, actor: user, type: 'stop.created', subject }, tx);
      }
      const subject = { type: 'photo' as const, id: photo.id, name: photo.originalName };
      await recordChange(ctx, { tripId: trip.id, actor: user, type: 'photo.created', subject }, tx);
      await queueImageDerivation(ctx, photo.id, tx);
      // Announced in the transaction, on the upload lane's connection: the tagging is queued exactly when the
      // photo is stored, and never waits on the main pool.
      await ctx.domainEvents.emit('photoAdded', { photoId: photo.id, tripId: trip.id, owner }, change);
      await options.alongside?.(tx, photo);
      await thumbnail;
      // Before the commit: a row never names a file that was not kept.
      await ctx.storage.keep(upload.tempPath, 'photos', filename);
      kept = filename;
      return { photo, hasGPS: located, autoStopCreated, stop };
    });
    ctx.jobs.wake(DERIVE_PHOTO_IMAGES);
    change?.committed();
    // Not waited for: the new figures are queued through the main pool, which the upload lane exists not to wait
    // on; a crash meanwhile leaves them to the pass over stale figures.
    void ctx.domainEvents.emit('tripChanged', { tripId: trip.id });
    return outcome;
  } catch (error) {
    await thumbnail?.catch(() => undefined);
    // The upload's own error is the one answered; a file that cannot go now is left to the clean-up sweep.
    await removeFiles(ctx.storage, [
      ...(kept ? [originalFile(kept)] : []),
      ...(thumbnail ? thumbnailFiles(thumbnailFilename) : []),
    ]).catch((cleanUp) =>
      ctx.log.warn({ err: cleanUp }, 'a failed upload left a file for the clean-up sweep'),
    );
    throw error;
  }
}

function withFallback<T extends { latitude: number | null; longitude: number | null; takenAt: Date | null }>(
  facts: T,
  fallback: StoreOptions['fallback'],
): T {
  if (!fallback) return facts;
  const located = facts.latitude !== null && facts.longitude !== null;
  const hasFallbackPlace = typeof fallback.latitude === 'number' && typeof fallback.longitude === 'number';
  return {
    ...facts,
    latitude: located || !hasFallbackPlace ? facts.latitude : (fallback.latitude as number),
    longitude: located || !hasFallbackPlace ? facts.longitude : (fallback.longitude as number),
    takenAt: facts.takenAt ?? fallback.takenAt ?? null,
  };
}
