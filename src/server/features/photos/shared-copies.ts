import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { Storage } from '../../providers/storage/storage';
import { IMAGE_EXTENSIONS, makeSharedCopy } from './image';
import { listPhotosWithoutSharedCopy, type PhotoRow, setSharedFilename } from './repo';

type PhotoFiles = Pick<PhotoRow, 'id' | 'filename' | 'mimetype' | 'sharedFilename'>;

const making = new Map<number, Promise<string>>();

async function makeCopy(db: Executor, storage: Storage, photo: PhotoFiles): Promise<string> {
  const temp = storage.tempPath(`.${IMAGE_EXTENSIONS[photo.mimetype] ?? 'jpg'}`);
  try {
    await makeSharedCopy(storage.read('photos', photo.filename), temp, photo.mimetype);
    await storage.keep(temp, 'shared', photo.filename);
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
  // A photo deleted meanwhile leaves the copy to the sweep.
  await setSharedFilename(db, photo.id, photo.filename);
  return photo.filename;
}

/**
 * The name of the photo's copy without metadata, made now if the photo predates such copies; simultaneous
 * requests for one photo share one job.
 */
export function ensureSharedCopy(db: Executor, storage: Storage, photo: PhotoFiles): Promise<string> {
  if (photo.sharedFilename) return Promise.resolve(photo.sharedFilename);
  let job = making.get(photo.id);
  if (!job) {
    job = makeCopy(db, storage, photo).finally(() => making.delete(photo.id));
    making.set(photo.id, job);
  }
  return job;
}

/** Makes the copies photos uploaded before this release lack, one at a time; returns how many it made. */
export async function backfillSharedCopies(
  db: Executor,
  storage: Storage,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  let made = 0;
  for (const photo of await listPhotosWithoutSharedCopy(db)) {
    try {
      await ensureSharedCopy(db, storage, photo);
      made++;
    } catch (error) {
      log.warn({ err: error, photoId: photo.id }, 'no copy without metadata could be made of a photo');
    }
  }
  return made;
}
