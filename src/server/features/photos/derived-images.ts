import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { removeFiles, sharedCopyFile, thumbnailFiles } from '../../files/owned-files';
import type { ImageProcess } from '../../image-process/image-process';
import type { Storage } from '../../providers/storage/storage';
import { IMAGE_EXTENSIONS, makeSharedCopy } from './image';
import { listPhotosWithoutDerivedImages, markImagesDerived, type PhotoRow } from './repo';
import { keepThumbnail } from './thumbnail-files';

export type PhotoFiles = Pick<
  PhotoRow,
  'id' | 'filename' | 'mimetype' | 'sharedFilename' | 'thumbnailFilename' | 'thumbnailMade'
>;

/** What deriving a photo's images takes: the database, the files, and the process that makes the copies. */
export interface Deriving {
  db: Executor;
  storage: Storage;
  images: ImageProcess;
}

const making = new Map<number, Promise<string | null>>();

const needsThumbnail = (photo: PhotoFiles) => photo.thumbnailFilename !== null && !photo.thumbnailMade;

/**
 * The copy without metadata comes from the original; a thumbnail still missing (new photos have theirs from
 * their upload) from that copy: it is upright already, and the original's EXIF (however crafted) is not parsed
 * again. Storing the same files twice is harmless, so a job and a reader (or two servers) deriving one photo at
 * once leave it as either would alone.
 */
async function derive({ db, storage, images }: Deriving, photo: PhotoFiles): Promise<string | null> {
  const extension = `.${IMAGE_EXTENSIONS[photo.mimetype] ?? 'jpg'}`;
  const sourceTemp = storage.tempPath(extension);
  const sharedTemp = storage.tempPath(extension);
  const thumbnail = needsThumbnail(photo) ? (photo.thumbnailFilename as string) : null;
  try {
    // Fetched whole first: a storage failure midway then fails this work, not the process.
    if (photo.sharedFilename) {
      await pipeline(storage.read('shared', photo.sharedFilename), fs.createWriteStream(sourceTemp));
      if (thumbnail) await keepThumbnail({ storage, images }, sourceTemp, thumbnail);
    } else {
      await pipeline(storage.read('photos', photo.filename), fs.createWriteStream(sourceTemp));
      await makeSharedCopy(images, sourceTemp, sharedTemp, photo.mimetype);
      if (thumbnail) await keepThumbnail({ storage, images }, sharedTemp, thumbnail);
      await storage.keep(sharedTemp, 'shared', photo.filename);
    }
  } finally {
    const temporary = [sourceTemp, sharedTemp];
    await Promise.all(temporary.map((temp) => fs.promises.rm(temp, { force: true })));
  }
  const sharedFilename = photo.sharedFilename ?? photo.filename;
  if (!(await markImagesDerived(db, photo.id, sharedFilename))) {
    // Deleted while its images were made: its deletion could not see these files, so they go now.
    await removeFiles(storage, [
      ...(photo.sharedFilename ? [] : [sharedCopyFile(photo.filename)]),
      ...(thumbnail ? thumbnailFiles(thumbnail) : []),
    ]);
    return null;
  }
  return sharedFilename;
}

/**
 * Makes what the photo still lacks of its copy without metadata and its thumbnail (photos are stored before
 * they are derived, and older ones predate shared copies), and answers the copy's name, or null when the photo
 * was deleted meanwhile; simultaneous callers for one photo on one server share one piece of work.
 */
export function ensureDerivedImages(parts: Deriving, photo: PhotoFiles): Promise<string | null> {
  if (photo.sharedFilename && !needsThumbnail(photo)) return Promise.resolve(photo.sharedFilename);
  let job = making.get(photo.id);
  if (!job) {
    job = derive(parts, photo).finally(() => making.delete(photo.id));
    making.set(photo.id, job);
  }
  return job;
}

/**
 * Derives the images of every photo that lacks some, one at a time, until `stopping` aborts (the photo under way
 * is finished); returns how many photos it completed.
 */
export async function backfillDerivedImages(
  parts: Deriving,
  log: Pick<FastifyBaseLogger, 'warn'>,
  stopping?: AbortSignal,
): Promise<number> {
  let made = 0;
  for (const photo of await listPhotosWithoutDerivedImages(parts.db)) {
    if (stopping?.aborted) break;
    try {
      if (await ensureDerivedImages(parts, photo)) made++;
    } catch (error) {
      log.warn({ err: error, photoId: photo.id }, 'the derived images of a photo could not be made');
    }
  }
  return made;
}
