import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { TAGGER_VERSION } from '../../src/server/features/photo-tags/tagging';
import { insertPhoto } from '../../src/server/features/photos/repo';
import { keepThumbnail } from '../../src/server/features/photos/thumbnail-files';
import { gpxFile, routeForm, trackPoints } from './route-files';
import type { TestServer } from './server';
import { addStop, createTrip } from './trips';
import { signUp } from './users';

export interface BigTripShape {
  stops: number;
  /** Photos filed under each stop. */
  photosPerStop: number;
  /** Photos with their own GPS, spread along the route. */
  loosePhotos: number;
  routePoints: number;
  /** How many different thumbnails the photos share (each photo its own when left out). */
  thumbnails?: number;
  /** The owner on Pro, so that photos uploaded to the trip are tagged as a Pro traveller's are. */
  pro?: boolean;
}

export interface BigTrip {
  client: ReturnType<TestServer['client']>;
  sessionCookie: string;
  tripId: number;
  /** The public share link's path, `/shared-trip/…`. */
  sharedPath: string;
}

/**
 * A different 400×300 WebP for each photo, made by the server's own thumbnail step from a photo-like JPEG, with
 * the travel guide's JPEG beside it as an upload's are.
 */
async function writeThumbnail(server: TestServer, index: number): Promise<{ name: string; size: number }> {
  const { storage } = server.app.ctx;
  const source = storage.tempPath('.jpg');
  await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: { r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53) % 256 },
      noise: { type: 'gaussian', mean: 110, sigma: 25 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toFile(source);
  const name = `${randomUUID()}.webp`;
  await keepThumbnail({ storage, images: server.app.ctx.images.request }, source, name);
  await fs.promises.rm(source);
  return { name, size: (await storage.stat('thumbs', name))?.size ?? 0 };
}

/**
 * A trip made as a traveller makes one: the route imported and the stops added through the API, the photo rows
 * through the photos repo (as an upload files them) with real thumbnails, and a public link.
 */
export async function seedBigTrip(server: TestServer, shape: BigTripShape): Promise<BigTrip> {
  const client = server.client();
  await signUp(client);
  await server.database.db.execute(`update users set role = 'admin'`); // no plan limits in the way
  if (shape.pro)
    await server.database.db.execute(
      `update users set subscription_tier = 'pro', subscription_expires_at = now() + interval '30 days'`,
    );
  const trip = await createTrip(client, { title: 'Coast to Coast' });

  const route = trackPoints(shape.routePoints);
  const imported = await client.post(
    `/api/trips/${trip.id}/route/import`,
    routeForm(gpxFile(route), 'drive.gpx'),
  );
  if (imported.status !== 200) throw new Error(`route import failed: ${imported.status} ${imported.text}`);

  const along = (fraction: number) => route[Math.floor(fraction * (route.length - 1))] ?? route[0];
  const stopIds: number[] = [];
  for (let i = 0; i < shape.stops; i++) {
    const place = along(shape.stops === 1 ? 0 : i / (shape.stops - 1));
    const stop = await addStop(client, trip.id, {
      name: `Stop ${i + 1}`,
      description: `Somewhere along the road, day ${Math.floor(i / 5) + 1}.`,
      latitude: place?.lat,
      longitude: place?.lng,
      arrivalTime: new Date(Date.UTC(2026, 4, 1, 8 + i)).toISOString(),
    });
    stopIds.push(stop.id);
  }

  const total = shape.stops * shape.photosPerStop + shape.loosePhotos;
  const thumbnails: { name: string; size: number }[] = [];
  for (let i = 0; i < total; i++) {
    const stopId = i < shape.stops * shape.photosPerStop ? stopIds[i % shape.stops] : undefined;
    // Loose photos sit near the route, a few hundred metres either side of it.
    const place = along(((i * 7919) % total) / total);
    const pooled = thumbnails[i % (shape.thumbnails ?? total)];
    const thumbnail = pooled ?? (await writeThumbnail(server, i));
    if (!pooled) thumbnails.push(thumbnail);
    const filename = `${randomUUID()}.jpg`;
    await insertPhoto(server.database.db, {
      tripId: trip.id,
      stopId: stopId ?? null,
      filename,
      // Its images count as made, so the thumbnail is served as it is rather than derived from an original
      // the seed does not write.
      sharedFilename: filename,
      thumbnailFilename: thumbnail.name,
      originalName: `IMG_${String(i + 1).padStart(5, '0')}.jpg`,
      mimetype: 'image/jpeg',
      size: thumbnail.size,
      width: 4000,
      height: 3000,
      latitude: stopId ? null : (place?.lat ?? 0) + ((i % 13) - 6) * 0.002,
      longitude: stopId ? null : (place?.lng ?? 0) + ((i % 7) - 3) * 0.002,
      takenAt: new Date(Date.UTC(2026, 4, 1, 8) + i * 60_000),
      locationName: stopId ? null : `Roadside ${i + 1}`,
      // Counted as tagged, as a trip this size would long be: the seed writes no originals, so tagging them would
      // fail and retry for as long as the benchmark ran, beside the pages it measures.
      autoTagVersion: TAGGER_VERSION,
      autoTaggedAt: new Date(),
    });
  }

  const link = await client.post(`/api/trips/${trip.id}/public-link`, {});
  if (link.status !== 200) throw new Error(`public link failed: ${link.status} ${link.text}`);
  return {
    client,
    sessionCookie: client.cookies.get('roadbook_sid') ?? '',
    tripId: trip.id,
    sharedPath: new URL(link.body.shareUrl as string, server.baseUrl).pathname,
  };
}
