import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import { hasLocation } from '../../../common/geo';
import { GUIDE_THUMBNAIL } from '../../../common/guide-thumbnail';
import { badRequest, type HttpError, payloadTooLarge } from '../../http/errors';
import type { ImageProcess } from '../../image-process/image-process';

export const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const THUMBNAIL_SIZE = 400;
const MAX_MEGAPIXELS = 100;

/**
 * Sharp runs each image job on one of the four threads Node shares with file reads; two jobs at most at a
 * time leave the others to serve files while uploads are processed.
 */
const IMAGE_JOBS_AT_ONCE = 2;
const imageJob = pLimit(IMAGE_JOBS_AT_ONCE);

// EXIF sits in the first segment of a JPEG, at most 64 KB; PNG and WebP keep it near the start too.
const EXIF_BYTES = 128 * 1024;
// Only the tags we use are parsed, and each once, however many entries a crafted file repeats them in.
const EXIF_TAGS = [
  'GPSLatitude',
  'GPSLatitudeRef',
  'GPSLongitude',
  'GPSLongitudeRef',
  'DateTimeOriginal',
  'CreateDate',
];

export interface ImageType {
  mimetype: string;
  extension: string;
}

export interface ImageFacts extends ImageType {
  width: number | null;
  height: number | null;
  latitude: number | null;
  longitude: number | null;
  takenAt: Date | null;
}

const DAMAGED = 'The image could not be read; the file may be damaged';

interface ExifData {
  latitude?: number;
  longitude?: number;
  DateTimeOriginal?: Date;
  CreateDate?: Date;
}

async function readExif(start: Buffer): Promise<ExifData> {
  try {
    return ((await exifr.parse(start, { pick: EXIF_TAGS, xmp: false, icc: false, iptc: false })) ??
      {}) as ExifData;
  } catch {
    return {};
  }
}

function tooManyPixels(width: number, height: number): HttpError {
  return payloadTooLarge(
    `The image is ${Math.round((width * height) / 1e6)} megapixels; photos can have at most ${MAX_MEGAPIXELS} megapixels`,
  );
}

const validDate = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

/** The image library and its native code are loaded with the first photo, not at every start. */
const loadSharp = async () => (await import('sharp')).default;

/** An upload's first bytes a photo needs to be inspected (`inspectImage`). */
export const IMAGE_HEAD_BYTES = EXIF_BYTES;

/** The type is decided by the file's first bytes, never by its name. */
export async function imageTypeOf(head: Buffer): Promise<ImageType> {
  const type = await fileTypeFromBuffer(head);
  const extension = type ? IMAGE_EXTENSIONS[type.mime] : undefined;
  if (!type || !extension) throw badRequest('Only JPEG, PNG, GIF and WebP images can be uploaded');
  return { mimetype: type.mime, extension };
}

/**
 * Size and orientation come from the image's header, GPS and date taken from its EXIF, in its first bytes
 * (`head`); both are read at once.
 */
export async function inspectImage(path: string, head: Buffer, type: ImageType): Promise<ImageFacts> {
  const sharp = await loadSharp();
  // Only the header is read: quick, so it does not wait for an image slot behind the thumbnails being made.
  const [metadata, exif] = await Promise.all([
    sharp(path)
      .metadata()
      .catch(() => {
        throw badRequest(DAMAGED);
      }),
    readExif(head),
  ]);
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_MEGAPIXELS * 1e6) throw tooManyPixels(width, height);
  const located =
    typeof exif.latitude === 'number' &&
    typeof exif.longitude === 'number' &&
    Math.abs(exif.latitude) <= 90 &&
    Math.abs(exif.longitude) <= 180 &&
    hasLocation(exif.latitude, exif.longitude);
  const upright = (metadata.orientation ?? 1) >= 5;
  return {
    ...type,
    width: (upright ? metadata.height : metadata.width) ?? null,
    height: (upright ? metadata.width : metadata.height) ?? null,
    latitude: located ? (exif.latitude as number) : null,
    longitude: located ? (exif.longitude as number) : null,
    takenAt: validDate(exif.DateTimeOriginal) ?? validDate(exif.CreateDate),
  };
}

/**
 * The copy everyone but the owner is served (see the image process), made by the image process rather than on
 * the server's threads.
 */
export async function makeSharedCopy(
  images: ImageProcess,
  source: string,
  destination: string,
  mimetype: string,
): Promise<void> {
  try {
    await images.sharedCopy(source, destination, mimetype);
  } catch {
    throw badRequest(DAMAGED);
  }
}

/**
 * The bytes of a WebP of at most 400 px a side, turned upright; fails on a truncated or corrupt image. Made in
 * memory: a failure here is the picture's, never the disk's.
 */
export async function makeThumbnail(source: string): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await imageJob(() =>
      sharp(source, { failOn: 'truncated', limitInputPixels: MAX_MEGAPIXELS * 1e6 })
        .rotate()
        .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    );
  } catch {
    throw badRequest(DAMAGED);
  }
}

/**
 * A thumbnail (its file or its bytes) as the travel guide embeds it, written to `destination`: a JPEG filling the
 * guide's 4:3 frame, cut to fit. The PDF cannot hold WebP, and converting here spares the browser a decode, a draw
 * and an encode for every photo. The thumbnail is one of ours: a failure is the server's, not the traveller's.
 */
export async function makeGuideThumbnail(thumbnail: Buffer | string, destination: string): Promise<void> {
  const sharp = await loadSharp();
  const { width, height, quality } = GUIDE_THUMBNAIL;
  await imageJob(() =>
    sharp(thumbnail, { failOn: 'truncated' })
      .resize({ width, height, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toFile(destination),
  );
}
