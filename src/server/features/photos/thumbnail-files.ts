import fs from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { guideThumbnailName } from '../../files/owned-files';
import type { ImageProcess } from '../../image-process/image-process';
import { allSettledOrThrow, keepWritten } from '../../providers/storage/keep-written';
import type { Storage } from '../../providers/storage/storage';
import { makeGuideThumbnail, makeThumbnail } from './image';

// A photo's thumbnail and, beside it in the thumbnails' area, the travel guide's JPEG of it.

/** Where thumbnails are kept, and the image process that makes them. */
export interface ThumbnailMaking {
  storage: Storage;
  images: ImageProcess;
}

/** Makes the guide's JPEG of a thumbnail (its file, or its bytes) and keeps it beside the thumbnail named. */
export function keepGuideThumbnail(
  { storage, images }: ThumbnailMaking,
  source: Buffer | string,
  thumbnail: string,
): Promise<void> {
  return keepWritten(storage, 'thumbs', guideThumbnailName(thumbnail), (temp) =>
    makeGuideThumbnail(images, source, temp),
  );
}

/**
 * The guide's JPEG of a stored thumbnail. Photos get one with their thumbnail; one from before that gets it at
 * its first guide. Should its photo be deleted meanwhile, the clean-up sweep removes the file no row names.
 */
export async function storedGuideThumbnail(making: ThumbnailMaking, thumbnail: string) {
  const name = guideThumbnailName(thumbnail);
  if (!(await making.storage.stat('thumbs', name))) {
    await keepGuideThumbnail(making, await buffer(making.storage.read('thumbs', thumbnail)), thumbnail);
  }
  return { area: 'thumbs', name, contentType: 'image/jpeg' } as const;
}

/**
 * Makes the thumbnail of the picture in `source` and keeps it under `name`, with the guide's JPEG of it, both at
 * once: each step on a file waits for a turn of the event loop, which under load is the slower part.
 */
export async function keepThumbnail(making: ThumbnailMaking, source: string, name: string): Promise<void> {
  const thumbnail = await makeThumbnail(making.images, source);
  await allSettledOrThrow([
    keepWritten(making.storage, 'thumbs', name, (temp) => fs.promises.writeFile(temp, thumbnail)),
    keepGuideThumbnail(making, thumbnail, name),
  ]);
}
