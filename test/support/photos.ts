import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../src/server/db/client';
import { waitUntil } from '../../src/server/db/embedded/wait-until';
import { DERIVE_PHOTO_IMAGES } from '../../src/server/features/photos/jobs';
import { fromProjectRoot } from '../../src/server/paths';
import type { TestClient } from './http-client';
import { photoForm, rational } from './images';

/** Jobs in one of `states` (of one kind, or any of the app's). */
const jobsIn = async (db: Executor, states: string[], name?: string) => {
  const result = await db.execute(sql`
    select count(*)::int as count from pgboss.job
    where ${name === undefined ? sql`not starts_with(name, '__pgboss')` : sql`name = ${name}`}
      and state in ${states}`);
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
};

/** Jobs waiting, waiting to be tried again or running. */
const unfinishedJobs = (db: Executor, name?: string) => jobsIn(db, ['created', 'retry', 'active'], name);

async function jobsSettled(db: Executor, seconds: number, name?: string): Promise<void> {
  const done = await waitUntil(
    async () => ((await unfinishedJobs(db, name)) === 0 ? true : undefined),
    seconds * 1000,
    100,
  );
  if (!done) throw new Error(`${name ?? 'background'} jobs still unfinished after ${seconds} s`);
}

/**
 * Waits until no image job waits or runs: every new photo has its copy without metadata, and every file the jobs
 * make is written, or removed again, by then.
 */
export async function imagesDerived(db: Executor, seconds = 30): Promise<void> {
  await jobsSettled(db, seconds, DERIVE_PHOTO_IMAGES);
  const failed = await jobsIn(db, ['failed'], DERIVE_PHOTO_IMAGES);
  if (failed > 0) throw new Error(`${failed} image jobs failed`);
}

/** Waits until the server's background work (images, tags, figures) is done, as on a server at rest. */
export const backgroundJobsSettled = (db: Executor, seconds: number) => jobsSettled(db, seconds);

/** A real photograph from test/fixtures/photos (see the LICENSE note there). */
export const samplePhoto = (name: 'dog' | 'horses') =>
  fs.readFileSync(fromProjectRoot(path.join('test/fixtures/photos', `${name}.jpg`)));

export interface TakenAt {
  /** "2025:06:14 20:30:00", the camera's clock */
  clock?: string;
  offset?: string;
  gps?: { lat: number; lon: number };
  gpsUtc?: { date: string; time: string };
}

/** The photograph with EXIF written into it as a camera would: its clock, offset, position and GPS time. */
export async function photoTaken(name: 'dog' | 'horses', taken: TakenAt): Promise<Buffer> {
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Canon', Model: 'Canon EOS 5D' } };
  exif.IFD2 = {
    ...(taken.clock ? { DateTimeOriginal: taken.clock } : {}),
    ...(taken.offset ? { OffsetTimeOriginal: taken.offset } : {}),
  };
  if (taken.gps) {
    exif.IFD3 = {
      GPSLatitudeRef: taken.gps.lat >= 0 ? 'N' : 'S',
      GPSLatitude: rational(taken.gps.lat),
      GPSLongitudeRef: taken.gps.lon >= 0 ? 'E' : 'W',
      GPSLongitude: rational(taken.gps.lon),
      ...(taken.gpsUtc
        ? {
            GPSDateStamp: taken.gpsUtc.date,
            GPSTimeStamp: taken.gpsUtc.time
              .split(':')
              .map((part) => `${Number(part)}/1`)
              .join(' '),
          }
        : {}),
    };
  }
  return sharp(samplePhoto(name)).withExif(exif).jpeg({ quality: 85 }).toBuffer();
}

export async function uploadPhoto(client: TestClient, tripId: number, file: Buffer, name: string) {
  const response = await client.post(`/api/trips/${tripId}/photos`, photoForm(file, name));
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
  return response.body as { id: number; autoTags: string[] };
}

/** The photo as its trip lists it, once tagging has given it tags (or the time runs out). */
export async function waitForAutoTags(client: TestClient, tripId: number, photoId: number, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const list = await client.get(`/api/trips/${tripId}/photos`);
    const photo = (list.body as { id: number; autoTags: string[] }[]).find((p) => p.id === photoId);
    if (photo && photo.autoTags.length > 0) return photo;
    if (Date.now() > until) throw new Error(`photo ${photoId} was not tagged within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
