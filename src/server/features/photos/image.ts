import exifr from 'exifr';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { hasLocation } from '../../../common/geo';
import { badRequest } from '../../http/errors';

export const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const THUMBNAIL_SIZE = 400;

export interface ImageFacts {
  mimetype: string;
  extension: string;
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

async function readExif(path: string): Promise<ExifData> {
  try {
    return ((await exifr.parse(path, { gps: true, exif: true, tiff: true, xmp: false, icc: false })) ??
      {}) as ExifData;
  } catch {
    return {};
  }
}

const validDate = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

/** The type is decided by the file's bytes, never by its name; GPS and date taken come from EXIF. */
export async function inspectImage(path: string): Promise<ImageFacts> {
  const type = await fileTypeFromFile(path);
  const extension = type ? IMAGE_EXTENSIONS[type.mime] : undefined;
  if (!type || !extension) throw badRequest('Only JPEG, PNG, GIF and WebP images can be uploaded');
  const metadata = await sharp(path)
    .metadata()
    .catch(() => {
      throw badRequest(DAMAGED);
    });
  const exif = await readExif(path);
  const located =
    typeof exif.latitude === 'number' &&
    typeof exif.longitude === 'number' &&
    Math.abs(exif.latitude) <= 90 &&
    Math.abs(exif.longitude) <= 180 &&
    hasLocation(exif.latitude, exif.longitude);
  const upright = (metadata.orientation ?? 1) >= 5;
  return {
    mimetype: type.mime,
    extension,
    width: (upright ? metadata.height : metadata.width) ?? null,
    height: (upright ? metadata.width : metadata.height) ?? null,
    latitude: located ? (exif.latitude as number) : null,
    longitude: located ? (exif.longitude as number) : null,
    takenAt: validDate(exif.DateTimeOriginal) ?? validDate(exif.CreateDate),
  };
}

/** A WebP of at most 400 px a side, turned upright; fails on a truncated or corrupt image. */
export async function makeThumbnail(source: string, destination: string): Promise<void> {
  try {
    await sharp(source, { failOn: 'truncated' })
      .rotate()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toFile(destination);
  } catch {
    throw badRequest(DAMAGED);
  }
}
