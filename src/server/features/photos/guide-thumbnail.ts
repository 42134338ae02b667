import { buffer } from 'node:stream/consumers';
import { keepWritten } from '../../providers/storage/keep-written';
import type { Storage } from '../../providers/storage/storage';
import { makeGuideThumbnail } from './image';

/** The travel guide's JPEG of a thumbnail is kept beside it, in the thumbnails' area, under this name. */
export const guideThumbnailName = (thumbnail: string) => `${thumbnail}.guide.jpg`;

/** Makes the guide's JPEG of a thumbnail (its file, or its bytes) and keeps it beside the thumbnail named. */
export function keepGuideThumbnail(
  storage: Storage,
  source: Buffer | string,
  thumbnail: string,
): Promise<void> {
  return keepWritten(storage, 'thumbs', guideThumbnailName(thumbnail), (temp) =>
    makeGuideThumbnail(source, temp),
  );
}

/**
 * The guide's JPEG of a stored thumbnail. Photos get one with their thumbnail; one from before that gets it at
 * its first guide. Should its photo be deleted meanwhile, the clean-up sweep removes the file no row names.
 */
export async function storedGuideThumbnail(storage: Storage, thumbnail: string) {
  const name = guideThumbnailName(thumbnail);
  if (!(await storage.stat('thumbs', name))) {
    await keepGuideThumbnail(storage, await buffer(storage.read('thumbs', thumbnail)), thumbnail);
  }
  return { area: 'thumbs', name, contentType: 'image/jpeg' } as const;
}
