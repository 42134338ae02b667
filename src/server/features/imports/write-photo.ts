import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { IMAGE_HEAD_BYTES, storePhoto } from '../photos';
import type { UserRow } from '../users';
import type { FoundPhoto } from './formats/found';
import { receiveSource } from './receive-source';
import { claimSource, recordMade } from './repo';
import { holdImport, type ImportRun } from './write-target';

/** The photo is in the trip already (the same bytes, or the same Immich photo): nothing is added. */
class AlreadyImported extends Error {}

export interface PhotoDestination {
  tripId: number;
  owner: UserRow;
  maxPhotosPerTrip: number;
  maxBytes: number;
  stopId: number | null;
}

/**
 * Stores one photo of an import as an upload is stored, with what the source knows of it when its EXIF has
 * nothing; recorded, with its source, in the photo's own transaction. A photo that cannot be stored (too large, not
 * a picture, past the plan's room) is reported, not fatal: its reason is returned.
 */
export async function writePhoto(
  ctx: AppContext,
  run: ImportRun,
  found: FoundPhoto,
  open: () => Promise<Readable>,
  destination: PhotoDestination,
  ref: string,
): Promise<string | null> {
  let received: Awaited<ReturnType<typeof receiveSource>> | undefined;
  try {
    received = await receiveSource(ctx, await open(), destination.maxBytes, IMAGE_HEAD_BYTES);
    const key =
      found.source.kind === 'immich' ? `immich:${found.source.assetId}` : `photo:${received.sha256}`;
    await storePhoto(
      ctx,
      {
        user: run.user,
        trip: { id: destination.tripId },
        owner: destination.owner,
        maxPhotosPerTrip: destination.maxPhotosPerTrip,
      },
      { tempPath: received.tempPath, originalName: found.name, size: received.size, head: received.head },
      {
        stopId: destination.stopId,
        fallback: { latitude: found.lat, longitude: found.lng, takenAt: found.takenAt },
        details: found.details,
        alongside: async (tx, photo) => {
          await holdImport(tx, run.importId);
          const claimed = await claimSource(tx, {
            userId: run.user.id,
            key,
            tripId: destination.tripId,
            importId: run.importId,
          });
          if (!claimed) throw new AlreadyImported();
          await recordMade(tx, { importId: run.importId, kind: 'photo', entityId: photo.id, ref });
        },
      },
    );
    return null;
  } catch (error) {
    if (error instanceof AlreadyImported) return 'Already in this trip';
    if (error instanceof HttpError) return error.message;
    throw error;
  } finally {
    if (received) await fs.promises.rm(received.tempPath, { force: true });
  }
}
