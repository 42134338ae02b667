import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { tripStats, trips } from '../../src/server/db/schema';
import { closeGracefully } from '../../src/server/http/close-gracefully';
import type { TestClient } from '../support/http-client';
import { proTraveller } from '../support/plans';
import { longDriveBatches } from '../support/route-files';
import { startTestServer, TEST_AUTH_LIMITS, type TestServer } from '../support/server';
import { addStop, createTrip, day } from '../support/trips';
import { makeAdmin, signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_USERNAMES: 'stats_admin' } });
});
afterAll(() => server.close());

/** How long a changed trip's figures may take to be worked out by the jobs. */
const BOUND_MS = 10_000;
/** A trip with a long drive: far too large to work out on a request. */
async function longDrive(client: TestClient) {
  const trip = await createTrip(client, {
    title: 'The long drive',
    startDate: day('2024-05-01'),
    endDate: day('2024-05-03'),
    totalMiles: 10,
  });
  for (const points of longDriveBatches()) {
    expect((await client.post(`/api/trips/${trip.id}/route/points`, { points })).status).toBe(200);
  }
  const [size] = await server.database.db
    .select({
      bytes: sql<number>`pg_column_size(r.route_data) + coalesce((select sum(pg_column_size(p.points))
        from gps_route_parts p where p.route_id = r.id), 0)`.mapWith(Number),
    })
    .from(sql`gps_routes r`)
    .where(sql`r.trip_id = ${trip.id}`);
  expect(size?.bytes).toBeGreaterThan(64 * 1024);
  return trip;
}

async function current(tripIds: number[]) {
  return server.database.db
    .select({ id: trips.id, stored: tripStats.contentVersion, version: trips.contentVersion })
    .from(trips)
    .innerJoin(tripStats, eq(tripStats.tripId, trips.id))
    .where(inArray(trips.id, tripIds))
    .then((rows) => rows.filter((row) => row.stored === row.version).length);
}

/** The jobs ever sent to work out this trip's figures. */
async function refreshJobsOf(tripId: number) {
  const { rows } = await server.database.pool.query(
    `SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'refresh-trip-stats' AND data->>'tripId' = $1`,
    [String(tripId)],
  );
  return rows[0].jobs as number;
}

describe('travel statistics kept by background jobs', () => {
  it('answers at once after a large trip changed, from its last figures, and exactly within the bound', async () => {
    const { client } = await proTraveller(server);
    const trip = await longDrive(client);
    await expect.poll(() => current([trip.id]), { timeout: BOUND_MS }).toBe(1);
    expect((await client.get('/api/stats')).body).toMatchObject({ trips: 1, stops: 0 });

    // The job cannot store the new figures while the row is held: the read must not wait for it either.
    const held = await server.database.pool.connect();
    try {
      await held.query('BEGIN');
      await held.query('SELECT 1 FROM trip_stats WHERE trip_id = $1 FOR UPDATE', [trip.id]);
      await addStop(client, trip.id, {
        name: 'Cheyenne',
        latitude: 41.14,
        longitude: -104.8202,
        arrivalTime: '2024-05-01T12:00:00.000Z',
      });
      const stats = await client.get('/api/stats');
      expect(stats.status).toBe(200);
      expect(stats.body).toMatchObject({ trips: 1, stops: 0 });
      const highlights = await client.get('/api/stats/highlights');
      expect(highlights.body.updatingTrips).toBe(1);
      expect(highlights.body.trips).toHaveLength(1);
      const analytics = await client.get(`/api/trips/${trip.id}/analytics`);
      expect(analytics.status).toBe(200);
      expect(analytics.body.distanceSource).toBe('route');
    } finally {
      await held.query('COMMIT');
      held.release();
    }
    await expect.poll(async () => (await client.get('/api/stats')).body.stops, { timeout: BOUND_MS }).toBe(1);
    expect((await client.get('/api/stats/highlights')).body.updatingTrips).toBe(0);
  });

  it('works out small changed trips on the read itself, exactly', async () => {
    const { client } = await proTraveller(server);
    const trip = await createTrip(client, {
      title: 'Weekend',
      startDate: day('2025-03-01'),
      endDate: day('2025-03-02'),
      totalMiles: 40,
    });
    for (let n = 1; n <= 3; n++) {
      await addStop(client, trip.id, {
        name: `Stop ${n}`,
        latitude: 48.85 + n * 0.1,
        longitude: 2.35,
        arrivalTime: `2025-03-01T1${n}:00:00.000Z`,
      });
      const stats = (await client.get('/api/stats')).body;
      expect(stats.stops).toBe(n);
      expect((await client.get('/api/stats/highlights')).body.updatingTrips).toBe(0);
    }
  });

  it('leaves out a large trip with no figures yet, says so, and has it counted by a job', async () => {
    const { client } = await proTraveller(server);
    const trip = await longDrive(client);
    await expect.poll(() => current([trip.id]), { timeout: BOUND_MS }).toBe(1);
    await server.database.db.delete(tripStats).where(eq(tripStats.tripId, trip.id));

    const first = (await client.get('/api/stats/highlights')).body;
    if (first.updatingTrips === 1) expect(first.trips).toHaveLength(0);
    else expect(first.trips).toHaveLength(1);
    await expect.poll(async () => (await client.get('/api/stats')).body.trips, { timeout: BOUND_MS }).toBe(1);
    expect((await client.get('/api/stats/highlights')).body.updatingTrips).toBe(0);
  });

  it('gives every trip of a database without figures its row at start, without any request', async () => {
    const a = await proTraveller(server);
    const b = await proTraveller(server);
    const tripIds: number[] = [];
    for (const { client } of [a, b]) {
      for (let n = 0; n < 3; n++) {
        const trip = await createTrip(client, {
          title: `Trip ${n}`,
          startDate: day(`2023-0${n + 1}-01`),
          endDate: day(`2023-0${n + 1}-04`),
          totalMiles: 100,
        });
        await addStop(client, trip.id, { name: 'Berlin', latitude: 52.52, longitude: 13.405 });
        tripIds.push(trip.id);
      }
    }
    tripIds.push((await longDrive(a.client)).id);
    await expect.poll(() => current(tripIds), { timeout: BOUND_MS }).toBe(tripIds.length);

    // As after the migration that brought statistics: no figures at all. A second server starts on the database.
    await server.database.db.delete(tripStats);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-test-'));
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      database: server.database,
      authLimits: TEST_AUTH_LIMITS,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(() => current(tripIds), { timeout: BOUND_MS }).toBe(tripIds.length);
    } finally {
      await closeGracefully(app, 2000);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('works out a traveller’s trips when they upgrade to Pro, without any statistics read', async () => {
    const admin = server.client();
    await signUp(admin, { username: 'stats_admin' });
    await makeAdmin(server, 'stats_admin');
    const code = await admin.post('/api/promo-codes', {
      code: 'STATS_PRO',
      description: 'Pro for the statistics',
      subscriptionTier: 'pro',
      maxUses: null,
      expiresAt: null,
    });
    expect(code.status).toBe(201);

    const client = server.client();
    await signUp(client);
    const trip = await createTrip(client, {
      title: 'Before Pro',
      startDate: day('2022-07-01'),
      endDate: day('2022-07-05'),
      totalMiles: 250,
    });
    await addStop(client, trip.id, { name: 'Berlin', latitude: 52.52, longitude: 13.405 });
    // Below Pro no figures are kept.
    expect(await current([trip.id])).toBe(0);
    expect((await client.post('/api/promo-codes/apply', { code: 'STATS_PRO' })).status).toBe(200);
    await expect.poll(() => current([trip.id]), { timeout: BOUND_MS }).toBe(1);
  });
  it('works out the owner’s trip as soon as a collaborator changes it, not at the next pass', async () => {
    const owner = await proTraveller(server);
    const collaborator = server.client();
    const { user: editor } = await signUp(collaborator);
    const trip = await createTrip(owner.client, {
      title: 'Shared road',
      startDate: day('2024-08-01'),
      endDate: day('2024-08-04'),
      totalMiles: 120,
    });
    const share = await owner.client.post(`/api/trips/${trip.id}/share`, {
      sharedWithId: editor.id,
      shareType: 'edit',
    });
    expect(share.status).toBe(201);
    await expect.poll(() => current([trip.id]), { timeout: BOUND_MS }).toBe(1);
    const before = await refreshJobsOf(trip.id);

    await addStop(collaborator, trip.id, { name: 'Berlin', latitude: 52.52, longitude: 13.405 });
    // Queued by the change itself, before its reply: the per-minute pass is not what works it out.
    expect(await refreshJobsOf(trip.id)).toBe(before + 1);
    const stored = async () => {
      const [row] = await server.database.db
        .select({ stored: tripStats.contentVersion, version: trips.contentVersion, stops: tripStats.stops })
        .from(trips)
        .innerJoin(tripStats, eq(tripStats.tripId, trips.id))
        .where(eq(trips.id, trip.id));
      return row?.stored === row?.version ? row?.stops : null;
    };
    await expect.poll(stored, { timeout: BOUND_MS }).toBe(1);
    expect((await owner.client.get('/api/stats')).body).toMatchObject({ trips: 1, stops: 1 });
  });
  it('queues nothing for a change that was refused and rolled back', async () => {
    const { client } = await proTraveller(server);
    const trip = await createTrip(client, {
      title: 'Stale edit',
      startDate: day('2024-09-01'),
      endDate: day('2024-09-02'),
      totalMiles: 30,
    });
    const stop = await addStop(client, trip.id, { name: 'Berlin', latitude: 52.52, longitude: 13.405 });
    await expect.poll(() => current([trip.id]), { timeout: BOUND_MS }).toBe(1);
    const before = await refreshJobsOf(trip.id);
    const stale = await client.request(
      'PUT',
      `/api/stops/${stop.id}`,
      { name: 'Potsdam' },
      { 'if-match': '"999"' },
    );
    expect(stale.status).toBe(409);
    expect(await refreshJobsOf(trip.id)).toBe(before);
    expect(await current([trip.id])).toBe(1);
  });
});
