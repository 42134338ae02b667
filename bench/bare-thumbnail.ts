import sharp from 'sharp';
import { THUMBNAIL_SIZE } from '../src/server/features/photos/image';

/** The baseline of an upload's image work: sharp alone making the same thumbnail, in this process. */
export const bareThumbnail = (file: string) =>
  sharp(file)
    .rotate()
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
