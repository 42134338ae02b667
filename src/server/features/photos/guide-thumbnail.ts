import fs from 'node:fs';
import { buffer } from 'node:stream/consumers';
import type { Storage } from '../../providers/storage/storage';
import { makeGuideThumbnail } from './image';

/** The travel guide's JPEG of a thumbnail is kept beside it, in the thumbnails' area, under this name. */
export const guideThumbnailName = (thumbnail: string) => `${thumbnail}.guide.jpg`;

/**
 * The guide's JPEG of a stored thumbnail. Photos get one with their thumbnail; one from before that gets it at
 * its first guide. Should its photo be deleted meanwhile, the clean-up sweep removes the file no row names.
 */
export async function storedGuideThumbnail(storage: Storage, thumbnail: string) {
  const name = guideThumbnailName(thumbnail);
  if (!(await storage.stat('thumbs', name))) {
    const temp = storage.tempPath('.jpg');
    try {
      await makeGuideThumbnail(await buffer(storage.read('thumbs', thumbnail)), temp);
      await storage.keep(temp, 'thumbs', name);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }
  return { area: 'thumbs', name, contentType: 'image/jpeg' } as const;
}
