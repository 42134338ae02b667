import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import exifr from 'exifr';
import { hasLocation } from '../../../common/geo';
import type { AppContext } from '../../context';
import type { Look } from '../../image-process/image-process';
import { hasFeature } from '../../policy/plans';
import { announceWork } from '../collaboration';
import { ensureDerivedImages } from '../photos';
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

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file);
  try {
    const head = Buffer.alloc(EXIF_BYTES);
    const { bytesRead } = await handle.read(head, 0, EXIF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function readExif(head: Buffer): Promise<ExifTime & { Make?: string; Model?: string }> {
  try {
    const found = await exifr.parse(head, {
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
  // The original is copied whole first: the image process reads a file, wherever the photos are stored.
  const original = ctx.storage.tempPath('.img');
  let look: Look;
  let exif: Awaited<ReturnType<typeof readExif>>;
  try {
    await pipeline(ctx.storage.read('photos', photo.filename), fs.createWriteStream(original));
    exif = await readExif(await readHead(original));
    look = await ctx.images.background.look(original, COLOUR_SAMPLE);
  } finally {
    await fs.promises.rm(original, { force: true });
  }

  const located = hasLocation(photo.latitude, photo.longitude);
  const where = located
    ? { latitude: photo.latitude as number, longitude: photo.longitude as number }
    : stop && hasLocation(stop.latitude, stop.longitude)
      ? { latitude: stop.latitude, longitude: stop.longitude }
      : null;
  const moment = photoMoment(exif, where);
  const sun = where && moment.instant ? sunTag(moment.instant, where.latitude, where.longitude) : null;
  const season = where && moment.wallClock ? seasonTag(moment.wallClock.month, where.latitude) : null;

  const { sample, objects } = look;
  const place = located
    ? await ctx.places.reverse(where?.latitude as number, where?.longitude as number).catch(() => null)
    : null;

  const offline = [
    ...objects.map((object) => object.label),
    ...(sun ? [sun] : []),
    ...(season ? [season] : []),
    ...dominantColours(sample.pixels, 3),
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
  await announceWork(ctx, { tripId: photo.tripId, type: 'photo.tagged', id: photo.id });
  if (!ctx.vision || !photo.thumbnailFilename) return;

  // Deleted meanwhile: nothing to show the vision service.
  if ((await ensureDerivedImages({ ...ctx, images: ctx.images.background }, photo)) === null) return;

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
  await announceWork(ctx, { tripId: photo.tripId, type: 'photo.tagged', id: photo.id });
}
