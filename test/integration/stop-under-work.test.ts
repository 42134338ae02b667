import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runningClusterUrl } from '../../src/server/db/embedded/cluster';
import { waitUntil } from '../../src/server/db/embedded/wait-until';
import { TAG_PHOTO } from '../../src/server/features/photo-tags/jobs';
import { DERIVE_PHOTO_IMAGES } from '../../src/server/features/photos/jobs';
import { guideThumbnailName } from '../../src/server/files/owned-files';
import { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { processFixture, type RoadbookProcess } from '../support/server-process';
import { createTrip } from '../support/trips';
import { signUp } from '../support/users';

const { newDataDir, start, cleanUp } = processFixture();
afterAll(cleanUp);

const PHOTOS = 6;
/** What a stop must never print: a statement on the closed pool, a job given up or failed, an error. */
const TROUBLE =
  /Cannot use a pool|a background job failed|job queue error|could not be made|connection lost|"level":50/;

interface Server {
  process: RoadbookProcess;
  client: TestClient;
  pool: pg.Pool;
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const server = start(dataDir, env);
  await server.ready;
  const url = runningClusterUrl(dataDir);
  if (!url) throw new Error('no embedded PostgreSQL runs for the server');
  return {
    process: server,
    client: new TestClient(server.url()),
    pool: new pg.Pool({ connectionString: url, max: 2 }),
  };
}

const query = async <T>(pool: pg.Pool, text: string, values: unknown[] = []) =>
  (await pool.query(text, values)).rows as T[];

const imageJobs = (pool: pg.Pool) =>
  query<{ name: string; photo_id: string; state: string; retry_count: number }>(
    pool,
    `SELECT name, data->>'photoId' AS photo_id, state, retry_count FROM pgboss.job
      WHERE name = ANY($1) ORDER BY created_on`,
    [[DERIVE_PHOTO_IMAGES, TAG_PHOTO]],
  );

/** A Pro traveller (whose photos are tagged) uploads a few photos; resolves once some image job is running. */
async function uploadBatch(server: Server): Promise<void> {
  const { user } = await signUp(server.client);
  await server.pool.query(
    `UPDATE users SET subscription_tier = 'pro', subscription_expires_at = now() + interval '30 days' WHERE id = $1`,
    [user.id],
  );
  const isPro = await waitUntil(
    async () => ((await server.client.get('/api/user')).body.subscriptionTier === 'pro' ? true : undefined),
    5000,
    20,
  );
  expect(isPro).toBe(true);
  const trip = await createTrip(server.client);
  const jpeg = await makeJpeg({ width: 1200, height: 900, noise: true, gps: { lat: 38.57, lon: -109.55 } });
  const uploads = Array.from({ length: PHOTOS }, (_, n) =>
    server.client.post(`/api/trips/${trip.id}/photos`, photoForm(jpeg, `arches-${n}.jpg`)),
  );
  for (const uploaded of await Promise.all(uploads)) expect(uploaded.status).toBe(201);
  const running = await waitUntil(
    async () => ((await imageJobs(server.pool)).some((job) => job.state === 'active') ? true : undefined),
    30_000,
    5,
  );
  expect(running).toBe(true);
}

interface PhotoFiles {
  id: number;
  filename: string;
  shared_filename: string | null;
  thumbnail_filename: string;
  auto_tags: string[];
}

const photoRows = (pool: pg.Pool) =>
  query<PhotoFiles>(
    pool,
    'SELECT id, filename, shared_filename, thumbnail_filename, auto_tags FROM photos ORDER BY id',
  );

/** Every photo has its copy, its thumbnail and its tags, and no image job waits, runs or failed. */
async function everyPhotoWorkedOn(pool: pg.Pool): Promise<PhotoFiles[]> {
  const done = await waitUntil(
    async () => {
      const rows = await photoRows(pool);
      const jobs = await imageJobs(pool);
      const complete =
        rows.length === PHOTOS &&
        rows.every((row) => row.shared_filename !== null && row.auto_tags.length > 0) &&
        jobs.every((job) => job.state === 'completed');
      return complete ? rows : undefined;
    },
    90_000,
    100,
  );
  if (!done) throw new Error(`not every photo was worked on: ${JSON.stringify(await imageJobs(pool))}`);
  return done;
}

const filesOf = (dataDir: string, area: string) => fs.readdirSync(path.join(dataDir, 'uploads', area)).sort();

/** The storage holds exactly the files the photos' rows name: originals, copies, thumbnails, guide images. */
function expectFilesNamedByRows(dataDir: string, rows: PhotoFiles[]): void {
  expect(filesOf(dataDir, 'photos')).toEqual(rows.map((row) => row.filename).sort());
  expect(filesOf(dataDir, 'shared')).toEqual(rows.map((row) => row.shared_filename).sort());
  expect(filesOf(dataDir, 'thumbs')).toEqual(
    rows.flatMap((row) => [row.thumbnail_filename, guideThumbnailName(row.thumbnail_filename)]).sort(),
  );
  expect(filesOf(dataDir, '.incoming')).toEqual([]);
}

describe('a server stopped while its photos are worked on', { timeout: 240_000 }, () => {
  it('on SIGTERM finishes or gives back each job, exits 0, and the next start completes every job once', async () => {
    const dataDir = newDataDir();
    const first = await startServer(dataDir);
    await uploadBatch(first);
    await first.pool.end();
    first.process.child.kill('SIGTERM');
    expect(await first.process.exited).toBe(0);
    expect(first.process.output()).not.toMatch(TROUBLE);

    // Stopped again as soon as it has derived one more photo: its jobs, and its derivation of the photos the
    // last one left underived, are then under way.
    const again = await startServer(dataDir);
    const derived = async () =>
      (await query<{ n: number }>(again.pool, 'SELECT count(shared_filename)::int AS n FROM photos'))[0]?.n ??
      0;
    const before = await derived();
    expect(before).toBeLessThan(PHOTOS - 1);
    await waitUntil(async () => ((await derived()) > before ? true : undefined), 30_000, 5);
    await again.pool.end();
    again.process.child.kill('SIGTERM');
    expect(await again.process.exited).toBe(0);
    expect(again.process.output()).not.toMatch(TROUBLE);

    const second = await startServer(dataDir);
    try {
      const rows = await everyPhotoWorkedOn(second.pool);
      const jobs = await imageJobs(second.pool);
      // One job of each kind per photo, none tried twice: what the stop left unfinished was given back untouched.
      for (const name of [DERIVE_PHOTO_IMAGES, TAG_PHOTO]) {
        const ofKind = jobs.filter((job) => job.name === name);
        expect(ofKind.map((job) => Number(job.photo_id)).sort()).toEqual(rows.map((row) => row.id).sort());
        expect(ofKind.every((job) => job.retry_count === 0)).toBe(true);
      }
      expectFilesNamedByRows(dataDir, rows);
    } finally {
      await second.pool.end();
    }
    second.process.child.kill('SIGTERM');
    expect(await second.process.exited).toBe(0);
    expect(second.process.output()).not.toMatch(TROUBLE);
  });

  it('killed outright, leaves no stored file without its row after the restart, and every photo is derived', async () => {
    const dataDir = newDataDir();
    // The jobs the killed server held are taken up again within seconds rather than the default five minutes.
    const env = { JOB_TIMEOUT_SECONDS: '5' };
    const first = await startServer(dataDir, env);
    await uploadBatch(first);
    await first.pool.end();
    first.process.child.kill('SIGKILL');
    await first.process.exited;

    const second = await startServer(dataDir, env);
    try {
      const rows = await everyPhotoWorkedOn(second.pool);
      expectFilesNamedByRows(dataDir, rows);
    } finally {
      await second.pool.end();
    }
    second.process.child.kill('SIGTERM');
    expect(await second.process.exited).toBe(0);
  });
});
