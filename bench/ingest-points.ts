import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { runningClusterUrl } from '../src/server/db/embedded/cluster';
import { freePort } from '../src/server/db/embedded/free-port';
import { bearer, json, phone } from '../test/support/devices';
import { TestClient } from '../test/support/http-client';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import type { Timed } from './mixed-load';
import { startRoadbook, stop } from './server-process';

const TRAVELLERS = 5;
const DEVICES_EACH = 4;
const DEVICES = TRAVELLERS * DEVICES_EACH;
const POINTS_PER_BATCH = 500;
const BATCHES = Number(process.env.BENCH_INGEST_BATCHES ?? 10);
const READERS = 4;
/** Each reader opens its trip every this many ms: a steady light load, not one that would crowd the phones out. */
const READ_EVERY_MS = 100;
const IDLE_READ_MS = 3000;
const FIRST_POINT = Date.parse('2026-05-01T00:00:00Z');

interface Point {
  t: string;
  lat: number;
  lon: number;
  alt: number;
  acc: number;
  speed: number;
  battery: number;
}

/** A device's points of one batch, one a second from where its earlier batches stopped. */
function batchPoints(device: number, batch: number): Point[] {
  return Array.from({ length: POINTS_PER_BATCH }, (_, i) => {
    const n = batch * POINTS_PER_BATCH + i;
    return {
      t: new Date(FIRST_POINT + n * 1000).toISOString(),
      lat: 38 + device * 0.01 + n * 0.00001,
      lon: -110 + n * 0.00001,
      alt: 1300 + (n % 50),
      acc: 10,
      speed: 4,
      battery: 0.8,
    };
  });
}

/** An Overland batch as the app sends it. */
function overlandBody(points: Point[]): string {
  return JSON.stringify({
    locations: points.map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.lon, point.lat] },
      properties: {
        timestamp: point.t,
        altitude: point.alt,
        speed: point.speed,
        horizontal_accuracy: point.acc,
        vertical_accuracy: -1,
        motion: ['driving'],
        battery_state: 'unplugged',
        battery_level: point.battery,
        wifi: '',
      },
    })),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

/** Other travellers each opening their own trip, paced, until `until()` is false. */
async function readTrips(readers: { client: TestClient; tripId: number }[], until: () => boolean) {
  const timings: Timed[] = [];
  let failures = 0;
  await Promise.all(
    readers.map(async ({ client, tripId }) => {
      while (until()) {
        const startedAt = performance.now();
        const response = await client.get(`/api/trips/${tripId}`);
        const ms = performance.now() - startedAt;
        timings.push({ startedAt, ms });
        if (response.status !== 200) failures++;
        await sleep(Math.max(0, READ_EVERY_MS - ms));
      }
    }),
  );
  return { timings, failures };
}

/**
 * 20 phones (five travellers, four each, each into a trip of its own) posting Overland batches of 500 points at
 * once, while other travellers open their trips; beside bare inserts of the same points on the same database.
 */
export async function benchIngestPoints(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-ingest-points-'));
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { server } = await startRoadbook(dataDir, port);
    const database = openDatabase(runningClusterUrl(dataDir) ?? '', {
      size: DEVICES,
      statementTimeoutMs: 60_000,
    });
    try {
      const devices: { token: string; tripId: number }[] = [];
      for (let traveller = 0; traveller < TRAVELLERS; traveller++) {
        const client = new TestClient(base);
        const { account } = await signUp(client);
        // An administrator has no plan limit on trips: the bench measures speed, not quotas.
        await database.pool.query(`update users set role = 'admin' where username = $1`, [account.username]);
        for (let phoneOf = 0; phoneOf < DEVICES_EACH; phoneOf++) {
          const trip = await createTrip(client, { title: `Recorded trip ${phoneOf}` });
          const created = await client.post('/api/devices', {
            name: `Phone ${phoneOf}`,
            app: 'overland',
            tripId: trip.id,
          });
          if (created.status !== 201)
            throw new Error(`device creation failed: ${created.status} ${created.text}`);
          devices.push({ token: created.body.token, tripId: trip.id });
        }
      }
      const readers: { client: TestClient; tripId: number }[] = [];
      for (let reader = 0; reader < READERS; reader++) {
        const client = new TestClient(base);
        await signUp(client);
        readers.push({ client, tripId: (await createTrip(client, { title: `Read trip ${reader}` })).id });
      }
      const batches = devices.map((_, device) =>
        Array.from({ length: BATCHES }, (_, batch) => batchPoints(device, batch)),
      );
      const bodies = batches.map((ofDevice) => ofDevice.map(overlandBody));
      const expected = DEVICES * BATCHES * POINTS_PER_BATCH;

      // The baseline: the same points, in the same batches from as many writers, into a table of the same
      // shape (its indexes too), each batch one statement.
      await database.pool.query('create table bench_device_points (like device_points including all)');
      const bareStarted = performance.now();
      await Promise.all(
        batches.map(async (ofDevice, device) => {
          for (const points of ofDevice) {
            await database.pool.query(
              `insert into bench_device_points (device_id, recorded_at, lat, lon, alt, acc, speed, battery)
               select $1::int, p.t, p.lat, p.lon, p.alt, p.acc, p.speed, p.battery
               from unnest($2::timestamptz[], $3::float8[], $4::float8[], $5::float8[], $6::float8[],
                 $7::float8[], $8::float8[]) as p(t, lat, lon, alt, acc, speed, battery)`,
              [
                device,
                points.map((p) => p.t),
                points.map((p) => p.lat),
                points.map((p) => p.lon),
                points.map((p) => p.alt),
                points.map((p) => p.acc),
                points.map((p) => p.speed),
                points.map((p) => p.battery * 100),
              ],
            );
          }
        }),
      );
      const bareSeconds = (performance.now() - bareStarted) / 1000;
      const bareStored = Number(
        (await database.pool.query('select count(*) as n from bench_device_points')).rows[0]?.n,
      );
      await database.pool.query('drop table bench_device_points');

      const idleEnd = performance.now() + IDLE_READ_MS;
      const idle = await readTrips(readers, () => performance.now() < idleEnd);

      let ingesting = true;
      const reads = readTrips(readers, () => ingesting);
      const batchMs: number[] = [];
      let refused = 0;
      const started = performance.now();
      await Promise.all(
        devices.map(async ({ token }, device) => {
          for (const body of bodies[device] ?? []) {
            const begun = performance.now();
            const response = await phone(base, '/api/ingest/overland', {
              body,
              headers: { ...json, ...bearer(token) },
            });
            batchMs.push(performance.now() - begun);
            if (response.status !== 200) refused++;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      ingesting = false;
      const loaded = await reads;
      const during = loaded.timings.filter((timing) => timing.startedAt < started + seconds * 1000);

      const stored = Number(
        (await database.pool.query('select count(*) as n from device_points')).rows[0]?.n,
      );
      const onRoutes = Number(
        (
          await database.pool.query(
            `select coalesce(sum(jsonb_array_length(r.route_data)), 0) + coalesce(sum((
               select sum(jsonb_array_length(p.points)) from gps_route_parts p where p.route_id = r.id)), 0) as n
             from gps_routes r where r.trip_id = any($1::int[])`,
            [devices.map((device) => device.tripId)],
          )
        ).rows[0]?.n,
      );
      const rate = stored / seconds;
      const bareRate = bareStored / bareSeconds;
      const ms = (value: number) => `${Math.round(value)} ms`;
      console.info(
        `points stored through POST /api/ingest/overland (${DEVICES} phones at once, ${BATCHES} batches of ` +
          `${POINTS_PER_BATCH} each): ${Math.round(rate).toLocaleString('en')} points/s, ${stored} of ${expected} ` +
          `stored (${onRoutes} on the trips' routes, ${refused} batches refused), worst batch ${ms(Math.max(...batchMs))} ` +
          `in ${seconds.toFixed(1)} s — bare INSERT … SELECT FROM unnest of the same batches on the same database: ` +
          `${Math.round(bareRate).toLocaleString('en')} points/s (${bareStored} stored) → ` +
          `${((rate / bareRate) * 100).toFixed(0)}% of bare`,
      );
      console.info(
        `  other travellers opening their trip (GET /api/trips/:id, ${READERS} readers every ${READ_EVERY_MS} ms): ` +
          `p95 ${ms(p95(during.map((timing) => timing.ms)))}, worst ${ms(Math.max(...during.map((timing) => timing.ms)))} ` +
          `during the ingest (${during.length} reads, ` +
          `${loaded.failures} failed) — idle: p95 ${ms(p95(idle.timings.map((timing) => timing.ms)))}, ` +
          `worst ${ms(Math.max(...idle.timings.map((timing) => timing.ms)))} ` +
          `(${idle.timings.length} reads, ${idle.failures} failed)`,
      );
    } finally {
      await database.close();
      await stop(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
