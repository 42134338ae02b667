import { createHash } from 'node:crypto';
import fs from 'node:fs';
import {
  EXPORT_DOCUMENT,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportedPhoto,
  type ExportedStop,
  type ExportedTrip,
  type RoadbookExport,
} from '../../../common/contract/roadbook-export';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { toGeoJson, toGpx } from '../tracks';
import { devicesToExport, photoCountOf, tripContents, tripsToExport } from './repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A name safe in any file system and ZIP tool: letters, digits and dashes. */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60);
  return slug || fallback;
}

const MEMO_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
};

type Zip = ReturnType<typeof import('./zip-file').zipFile>;

/**
 * Writes the account into the ZIP: each trip's photos (the originals, byte for byte), memos, route (as Roadbook
 * keeps it, and as GPX and GeoJSON), then `roadbook-export.json` describing all of it. `onProgress` hears the share
 * of the files written.
 */
export async function writeAccount(
  ctx: AppContext,
  user: UserRow,
  zip: Zip,
  onProgress: (percent: number) => Promise<void>,
): Promise<void> {
  const trips = await tripsToExport(ctx.db, user.id);
  const total =
    (await photoCountOf(
      ctx.db,
      trips.map((trip) => trip.id),
    )) + trips.length;
  let done = 0;
  let reported = Date.now();
  const step = async () => {
    done += 1;
    if (Date.now() - reported > 1000) {
      reported = Date.now();
      await onProgress(Math.min(99, Math.floor((done / Math.max(1, total)) * 100)));
    }
  };
  const exported: ExportedTrip[] = [];
  for (const trip of trips) {
    const folder = `trips/${trip.id}-${slugOf(trip.title, 'trip')}`;
    const contents = await tripContents(ctx.db, trip.id);
    const stops: ExportedStop[] = [];
    for (const stop of contents.stops) {
      let memo: ExportedStop['memo'] = null;
      if (stop.voiceMemoFilename) {
        const extension = MEMO_EXTENSIONS[stop.voiceMemoMimetype ?? ''] ?? 'audio';
        const file = `${folder}/memos/${stop.id}-${slugOf(stop.name, 'memo')}.${extension}`;
        await zip.addStream(file, ctx.storage.read('voice', stop.voiceMemoFilename));
        memo = {
          file,
          mimetype: stop.voiceMemoMimetype ?? 'application/octet-stream',
          size: stop.voiceMemoSize ?? 0,
          durationSeconds: stop.voiceMemoDuration,
          transcript: stop.voiceMemoTranscript,
        };
      }
      stops.push({
        id: stop.id,
        name: stop.name,
        description: stop.description,
        comments: stop.comments,
        visitType: stop.visitType,
        arrivalTime: iso(stop.arrivalTime),
        departureTime: iso(stop.departureTime),
        latitude: stop.latitude,
        longitude: stop.longitude,
        country: stop.country,
        stopOrder: stop.stopOrder,
        wikipediaUrl: stop.wikipediaUrl,
        websiteUrl: stop.websiteUrl,
        aiDescription: stop.aiDescription,
        memo,
      });
    }
    const photos: ExportedPhoto[] = [];
    for (const photo of contents.photos) {
      const file = `${folder}/photos/${photo.id}-${slugOf(photo.originalName, `photo.${photo.filename.split('.').pop()}`)}`;
      const hash = createHash('sha256');
      await zip.addStream(file, ctx.storage.read('photos', photo.filename), (chunk) => hash.update(chunk));
      photos.push({
        id: photo.id,
        file,
        sha256: hash.digest('hex'),
        originalName: photo.originalName,
        mimetype: photo.mimetype,
        size: photo.size,
        width: photo.width,
        height: photo.height,
        latitude: photo.latitude,
        longitude: photo.longitude,
        takenAt: iso(photo.takenAt),
        caption: photo.caption,
        tags: photo.tags,
        locationName: photo.locationName,
        stopId: photo.stopId,
        uploadedAt: photo.uploadedAt.toISOString(),
      });
      await step();
    }
    let route: ExportedTrip['route'] = null;
    if (contents.route && contents.route.length > 0) {
      route = {
        file: `${folder}/route.json`,
        pointCount: contents.route.length,
        gpx: `${folder}/route.gpx`,
        geojson: `${folder}/route.geojson`,
      };
      await zip.addText(route.file, JSON.stringify(contents.route));
      await zip.addText(route.gpx, toGpx(trip, contents.stops, contents.route));
      await zip.addText(route.geojson, JSON.stringify(toGeoJson(trip, contents.stops, contents.route)));
    }
    exported.push({
      id: trip.id,
      folder,
      title: trip.title,
      description: trip.description,
      startLocation: trip.startLocation,
      endLocation: trip.endLocation,
      startDate: trip.startDate.toISOString(),
      endDate: trip.endDate.toISOString(),
      status: trip.status,
      totalMiles: trip.totalMiles,
      drivingTime: trip.drivingTime,
      createdAt: trip.createdAt.toISOString(),
      stops,
      photos,
      route,
      shares: contents.shares.map((share) => ({
        kind: share.sharedWithId !== null || share.sharedWithEmail !== null ? 'invitation' : 'link',
        permission: share.shareType,
        email: share.sharedWithEmail,
        createdAt: share.createdAt.toISOString(),
        expiresAt: iso(share.expiresAt),
      })),
    });
    await step();
  }
  const document: RoadbookExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      plan: user.subscriptionTier,
      distanceUnit: user.distanceUnit,
      findableByName: user.findableByName,
      privacyZones: user.privacyZones,
      createdAt: user.createdAt.toISOString(),
    },
    trips: exported,
    devices: (await devicesToExport(ctx.db, user.id)).map((device) => ({
      name: device.name,
      app: device.app,
      tripId: device.tripId,
      createdAt: device.createdAt.toISOString(),
      lastSeenAt: iso(device.lastSeenAt),
    })),
  };
  await zip.addText(EXPORT_DOCUMENT, JSON.stringify(document, null, 2));
}

export const removeQuietly = (path: string) => fs.promises.rm(path, { force: true });
