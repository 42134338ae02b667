import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../src/server/db/embedded/wait-until';
import { photos } from '../../src/server/db/schema';
import { DEFAULT_AUTH_LIMITS } from '../../src/server/features/auth/rate-limits';
import { createTestDatabase } from '../support/database';
import { eventually } from '../support/eventually';
import { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { samplePhoto } from '../support/photos';
import { publicLinkToken, setPlan } from '../support/plans';
import { type S3TestServer, startS3Server } from '../support/s3';
import { processFixture } from '../support/server-process';
import { createTrip } from '../support/trips';
import { signUp } from '../support/users';

const { newDataDir, start, cleanUp } = processFixture();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let s3: S3TestServer;
let a: TestClient;
let b: TestClient;
let shared: Record<string, string>;

/** Two built server processes, each with its own data folder, on one PostgreSQL database and one S3 bucket. */
beforeAll(async () => {
  [database, s3] = await Promise.all([createTestDatabase(), startS3Server()]);
  // Jobs of a killed server are taken up by the other within seconds, not the default five minutes.
  shared = { DATABASE_URL: database.url, JOB_TIMEOUT_SECONDS: '5', ...s3.env };
  const serverA = start(newDataDir(), shared);
  const serverB = start(newDataDir(), shared);
  await Promise.all([serverA.ready, serverB.ready]);
  a = new TestClient(serverA.url());
  b = new TestClient(serverB.url());
}, 180_000);
afterAll(async () => {
  cleanUp();
  await Promise.all([database?.close(), s3?.close()]);
});

describe('two app servers on one database and one bucket', { timeout: 120_000 }, () => {
  it('serves a photo uploaded on A, and its thumbnail, from B to the same signed-in traveller', async () => {
    const onA = new TestClient(a.baseUrl);
    await signUp(onA);
    const trip = await createTrip(onA);
    const jpeg = await makeJpeg({ width: 1000, height: 750, noise: true });
    const uploaded = await onA.post(`/api/trips/${trip.id}/photos`, photoForm(jpeg, 'mesa.jpg'));
    expect(uploaded.status).toBe(201);
    const { filename, thumbnailFilename } = uploaded.body as { filename: string; thumbnailFilename: string };

    // The session cookie from A is good on B: a load balancer may send the next request anywhere.
    const onB = onA.withCookiesOn(b.baseUrl);
    expect((await onB.get(`/api/trips/${trip.id}/photos`)).body).toHaveLength(1);
    const original = await onB.bytes(`/uploads/${filename}`);
    expect(original.status).toBe(200);
    expect(original.body.equals(jpeg)).toBe(true);
    const part = await onB.bytes(`/uploads/${filename}`, { range: 'bytes=0-499' });
    expect(part.status).toBe(206);
    expect(part.body.equals(jpeg.subarray(0, 500))).toBe(true);
    const thumb = await onB.bytes(`/uploads/thumbs/${thumbnailFilename}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await new TestClient(b.baseUrl).bytes(`/uploads/${filename}`)).status).toBe(401);
  });

  it('closes on B, within a moment, a share link revoked and a session ended on A, both kept in B’s memory', async () => {
    const onA = new TestClient(a.baseUrl);
    const { user } = await signUp(onA);
    const trip = await createTrip(onA);
    const token = await publicLinkToken({ database }, onA, user.id, trip.id);
    const onB = onA.withCookiesOn(b.baseUrl);
    expect((await onB.get('/api/user')).status).toBe(200);
    expect((await b.get(`/api/shared-trip/${token}`)).status).toBe(200);

    expect((await onA.delete(`/api/trips/${trip.id}/public-link`)).status).toBe(200);
    const closed = await eventually(
      async () => (await b.get(`/api/shared-trip/${token}`)).status === 404,
      2000,
      10,
    );
    expect(closed, 'the link answers 404 on B within 2 s').toBe(true);
    expect((await onA.post('/api/logout')).status).toBe(200);
    const ended = await eventually(async () => (await onB.get('/api/user')).status === 401, 2000, 10);
    expect(ended, 'the session is refused on B within 2 s').toBe(true);
  });

  it('limits 30 wrong passwords split across both as if they came to one', async () => {
    const { account } = await signUp(new TestClient(a.baseUrl));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      const response = await server.post('/api/login', {
        username: account.username,
        password: 'wrong guess',
      });
      statuses.push(response.status);
    }
    const perAccountAndAddress = DEFAULT_AUTH_LIMITS.loginFailuresPerAccountAndIp.points;
    expect(statuses).toEqual([
      ...Array(perAccountAndAddress).fill(401),
      ...Array(30 - perAccountAndAddress).fill(429),
    ]);
    // The address has spent its 30 sign-in attempts on the two servers together: B refuses a 31st, for anyone.
    expect(DEFAULT_AUTH_LIMITS.loginPerIp.points).toBe(30);
    const other = await b.post('/api/login', { username: 'someone_else', password: 'anything' });
    expect(other.status).toBe(429);
    expect(other.body.code).toBe('rate_limited');
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('derives and tags on B a photo uploaded on A, with A killed as soon as the upload answered', async () => {
    const doomed = start(newDataDir(), shared);
    await doomed.ready;
    const onA = new TestClient(doomed.url());
    const { user } = await signUp(onA);
    await setPlan({ database }, user.id, 'premium');
    const trip = await createTrip(onA);
    const uploaded = await onA.post(`/api/trips/${trip.id}/photos`, photoForm(samplePhoto('dog'), 'dog.jpg'));
    doomed.child.kill('SIGKILL');
    expect(uploaded.status).toBe(201);
    await doomed.exited;

    // Nobody asks for the photo meanwhile, so nothing is made on the spot: B's queue does the work.
    const done = await waitUntil(
      async () => {
        const [row] = await database.db.select().from(photos).where(eq(photos.id, uploaded.body.id));
        return row?.thumbnailMade && row.sharedFilename && row.autoTaggedAt ? row : undefined;
      },
      90_000,
      250,
    );
    expect(done?.autoTags).toContain('dog');

    const onB = onA.withCookiesOn(b.baseUrl);
    const thumb = await onB.bytes(`/uploads/thumbs/${uploaded.body.thumbnailFilename}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    // A job A held when it died is failed after its 5 s timeout and run again on B; the minute's pass over
    // untagged photos may also have queued the photo again. Every one ends completed.
    const jobsOfPhoto = async () =>
      (
        await database.pool.query(
          `SELECT name, state FROM pgboss.job WHERE data->>'photoId' = $1 ORDER BY name`,
          [String(uploaded.body.id)],
        )
      ).rows as { name: string; state: string }[];
    const jobs = await waitUntil(
      async () => {
        const rows = await jobsOfPhoto();
        return rows.every((job) => job.state === 'completed') ? rows : undefined;
      },
      60_000,
      250,
    );
    expect(jobs, 'every job of the photo completed within 60 s').toBeDefined();
    expect(new Set(jobs?.map((job) => job.name))).toEqual(new Set(['derive-photo-images', 'tag-photo']));
  });
});
