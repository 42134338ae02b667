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

/** Two pictures at most at a time in the image process: more would only share its processor time. */
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
export async function inspectImage(
  images: ImageProcess,
  path: string,
  head: Buffer,
  type: ImageType,
): Promise<ImageFacts> {
  // Only the header is read: quick, so it does not wait for an image slot behind the thumbnails being made.
  const [metadata, exif] = await Promise.all([
    images.header(path).catch(() => {
      throw badRequest(DAMAGED);
    }),
    readExif(head),
  ]);
  const { width, height } = metadata;
  if (width * height > MAX_MEGAPIXELS * 1e6) throw tooManyPixels(width, height);
  const located =
    typeof exif.latitude === 'number' &&
    typeof exif.longitude === 'number' &&
    Math.abs(exif.latitude) <= 90 &&
    Math.abs(exif.longitude) <= 180 &&
    hasLocation(exif.latitude, exif.longitude);
  const upright = metadata.orientation >= 5;
  return {
    ...type,
    width: (upright ? height : width) || null,
    height: (upright ? width : height) || null,
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
export async function makeThumbnail(images: ImageProcess, source: string): Promise<Buffer> {
  try {
    return await imageJob(() => images.thumbnail(source, THUMBNAIL_SIZE));
  } catch {
    throw badRequest(DAMAGED);
  }
}

/**
 * A thumbnail (its file or its bytes) as the travel guide embeds it, written to `destination`: a JPEG filling the
 * guide's 4:3 frame, cut to fit. The PDF cannot hold WebP, and converting here spares the browser a decode, a draw
 * and an encode for every photo. The thumbnail is one of ours: a failure is the server's, not the traveller's.
 */
export async function makeGuideThumbnail(
  images: ImageProcess,
  thumbnail: Buffer | string,
  destination: string,
): Promise<void> {
  await imageJob(() => images.framed(thumbnail, destination, GUIDE_THUMBNAIL));
}
