import type { Readable } from 'node:stream';
import exifr from 'exifr';
import { hasLocation } from '../../../common/geo';
import type { AppContext } from '../../context';
import { hasFeature } from '../../policy/plans';
import { DETECTOR_INPUT_SIZE } from '../../providers/vision/object-detector';
import { ensureDerivedImages } from '../photos/derived-images';
import { type ExifTime, photoMoment } from './moment';
import { cameraTag, dominantColours, orientationTags } from './picture';
import { findPhotoForTagging, saveAutoTags } from './repo';
import { seasonTag } from './seasons';
import { sunTag } from './sun';
import { cleanTags, placeTags } from './tag-words';

/**
 * Raised when tagging gives better tags, so that photos tagged before are tagged again: 2 named US states in full
 * ("utah" beside "ut").
 */
export const TAGGER_VERSION = 2;

const EXIF_BYTES = 128 * 1024;
const EXIF_TAGS = ['DateTimeOriginal', 'OffsetTimeOriginal', 'GPSDateStamp', 'GPSTimeStamp', 'Make', 'Model'];
const COLOUR_SAMPLE = 48;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readExif(bytes: Buffer): Promise<ExifTime & { Make?: string; Model?: string }> {
  try {
    const found = await exifr.parse(bytes.subarray(0, EXIF_BYTES), {
      pick: EXIF_TAGS,
      reviveValues: false,
      xmp: false,
      icc: false,
      iptc: false,
    });
    return found ?? {};
  } catch {
    return {};
  }
}

const loadSharp = async () => (await import('sharp')).default;

/** The picture upright and small, as RGB bytes: for its colours and for the object detector. */
async function rgb(bytes: Buffer, size: number) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, { failOn: 'none', limitInputPixels: 100e6, pages: 1 })
    .rotate()
    .resize(size, size, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * Tags one photo: objects the offline detector finds, the place, the sun at that place and moment, the season,
 * colours, orientation and camera, and — when a vision service is configured — its tags and a caption idea.
 * A photo whose owner's plan has no tagging is left untagged (it is tagged once they upgrade); one deleted
 * meanwhile is done with. A failing vision service fails the job (after the offline tags are saved), so it is
 * tried again.
 */
export async function tagPhoto(ctx: AppContext, photoId: number): Promise<void> {
  const found = await findPhotoForTagging(ctx.db, photoId);
  if (!found || !hasFeature(found.owner, 'photoSearch')) return;
  const { photo, stop } = found;
  const bytes = await readAll(ctx.storage.read('photos', photo.filename));
  const exif = await readExif(bytes);

  const located = hasLocation(photo.latitude, photo.longitude);
  const where = located
    ? { latitude: photo.latitude as number, longitude: photo.longitude as number }
    : stop && hasLocation(stop.latitude, stop.longitude)
      ? { latitude: stop.latitude, longitude: stop.longitude }
      : null;
  const moment = photoMoment(exif, where);
  const sun = where && moment.instant ? sunTag(moment.instant, where.latitude, where.longitude) : null;
  const season = where && moment.wallClock ? seasonTag(moment.wallClock.month, where.latitude) : null;

  const small = await rgb(bytes, COLOUR_SAMPLE);
  const objects = await ctx.objectDetector.detect(await rgb(bytes, DETECTOR_INPUT_SIZE));
  const place = located
    ? await ctx.places.reverse(where?.latitude as number, where?.longitude as number).catch(() => null)
    : null;

  const offline = [
    ...objects.map((object) => object.label),
    ...(sun ? [sun] : []),
    ...(season ? [season] : []),
    ...dominantColours(small.pixels, 3),
    ...orientationTags(photo.width, photo.height),
    ...[cameraTag(exif.Make, exif.Model)].filter((tag): tag is string => tag !== null),
  ];
  const autoPlaceTags = placeTags(place?.display_name ?? (located ? photo.locationName : null));
  await saveAutoTags(ctx.db, photo.id, {
    autoTags: cleanTags(offline),
    autoPlaceTags,
    captionSuggestion: photo.captionSuggestion,
    autoTagVersion: TAGGER_VERSION,
  });
  if (!ctx.vision || !photo.thumbnailFilename) return;

  // Deleted meanwhile: nothing to show the vision service.
  if ((await ensureDerivedImages(ctx.db, ctx.storage, photo)) === null) return;

  const thumbnail = await readAll(ctx.storage.read('thumbs', photo.thumbnailFilename));
  const reading = await ctx.vision.read(
    { bytes: thumbnail, mimetype: 'image/webp' },
    { place: place?.display_name ?? stop?.name ?? null },
  );
  await saveAutoTags(ctx.db, photo.id, {
    autoTags: cleanTags([...offline, ...reading.tags]),
    autoPlaceTags,
    captionSuggestion: reading.caption,
    autoTagVersion: TAGGER_VERSION,
  });
}
