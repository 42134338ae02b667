import { and, count, eq, sql } from 'drizzle-orm';
import { tripStats, trips } from '../src/server/db/schema';
import { queueStaleTripStats } from '../src/server/features/stats/jobs';
import { refreshTripStats } from '../src/server/features/stats/refresh';
import { VersionedCache } from '../src/server/http/versioned-cache';
import { setPlan } from '../test/support/plans';
import { startTestServer } from '../test/support/server';
import { signUp } from '../test/support/users';
import { report, type Timing } from './measure';

const TRIPS = 100;
const PHOTOS_PER_TRIP = 100;
const STOPS_PER_TRIP = 10;
const POINTS_PER_TRIP = Number(process.env.BENCH_ROUTE_POINTS ?? 10_000);

async function sample(
  runs: number,
  before: () => Promise<unknown>,
  work: () => Promise<unknown>,
): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before();
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { runs, medianMs: samples[Math.floor(runs / 2)] ?? 0, p99Ms: samples.at(-1) ?? 0 };
}

/**
 * A traveller's statistics with 100 trips, 10,000 photos and 1,000,000 route points, read from the per-trip
 * figures kept by background jobs, beside the same reply worked out from the trips' data on the request; and a
 * read right after a large trip changed, beside the read working that trip out itself.
 */
export async function benchStats(): Promise<void> {
  const server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
  try {
    const client = server.client();
    const { user } = await signUp(client, { username: 'bench_stats' });
    await setPlan(server, user.id, 'pro');
    const db = server.database.db;
    // Trips in France, Germany and the United States, one a month from 2016 on.
    await db.execute(sql`
      insert into trips (user_id, title, start_location, end_location, start_date, end_date, status, total_miles)
      select ${user.id}, 'Trip ' || n, 'A', 'B',
        timestamptz '2016-01-01' + (n || ' months')::interval,
        timestamptz '2016-01-01' + (n || ' months')::interval + ((n % 9) || ' days')::interval,
        'completed', 100
      from generate_series(1, ${TRIPS}) as n`);
    const origin = sql`(case t.id % 3 when 0 then 48.85 when 1 then 52.52 else 39.74 end)`;
    const originLng = sql`(case t.id % 3 when 0 then 2.35 when 1 then 13.40 else -104.99 end)`;
    await db.execute(sql`
      insert into trip_stops (trip_id, name, latitude, longitude, arrival_time, stop_order)
      select t.id, 'Stop ' || s, ${origin} + s * 0.05, ${originLng} + s * 0.05, t.start_date + (s || ' hours')::interval, s
      from trips t, generate_series(1, ${STOPS_PER_TRIP}) as s where t.user_id = ${user.id}`);
    await db.execute(sql`
      insert into photos (trip_id, filename, original_name, mimetype, size, latitude, longitude, taken_at)
      select t.id, 'bench-' || t.id || '-' || p || '.jpg', 'photo.jpg', 'image/jpeg', 1000,
        ${origin} + p * 0.004, ${originLng} + p * 0.004, t.start_date + (p || ' minutes')::interval
      from trips t, generate_series(1, ${PHOTOS_PER_TRIP}) as p where t.user_id = ${user.id}`);
    await db.execute(sql`
      insert into gps_routes (trip_id, route_data, total_distance)
      select t.id, (
        select jsonb_agg(jsonb_build_object(
          'lat', ${origin} + i * 0.0001, 'lng', ${originLng} + i * 0.0001,
          'time', to_char(t.start_date + (i * 10 || ' seconds')::interval, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))
        from generate_series(1, ${POINTS_PER_TRIP}) as i), 85
      from trips t where t.user_id = ${user.id}`);
    console.info(
      `${TRIPS} trips, ${TRIPS * PHOTOS_PER_TRIP} photos, ${TRIPS * STOPS_PER_TRIP} stops and ${TRIPS * POINTS_PER_TRIP} route points inserted`,
    );

    const get = (url: string) => async () => {
      const response = await client.get(url);
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.text}`);
    };
    const nothing = async () => {};
    const ctx = server.app.ctx;
    const tripIds = (await db.select({ id: trips.id }).from(trips).where(eq(trips.userId, user.id))).map(
      (row) => row.id,
    );
    const storedRows = async () => {
      const [row] = await db
        .select({ n: count() })
        .from(tripStats)
        .innerJoin(trips, eq(trips.id, tripStats.tripId))
        .where(and(eq(trips.userId, user.id), eq(tripStats.contentVersion, trips.contentVersion)));
      return row?.n ?? 0;
    };
    const settled = async () => {
      while ((await storedRows()) < TRIPS) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const forgetFigures = async () => {
      await settled();
      await db.execute(sql`delete from trip_stats`);
    };
    // What a read did when it worked out every missing trip itself: the baseline of the reads below.
    // Each refresh here with an empty cache of routes' figures of its own: the baseline works every route out.
    const recomputed = await sample(3, forgetFigures, async () => {
      for (const id of tripIds)
        await refreshTripStats({ db, routeFigures: new VersionedCache({ max: 1 }) }, id);
      await get('/api/stats')();
    });
    const baseline = 'every trip worked out on the request';
    await settled();
    report(
      'GET /api/stats, figures kept on write',
      await sample(15, nothing, get('/api/stats')),
      recomputed,
      baseline,
    );
    report('GET /api/stats/2020', await sample(15, nothing, get('/api/stats/2020')), recomputed, baseline);
    report(
      'GET /api/stats/highlights (records, months, heat map)',
      await sample(15, nothing, get('/api/stats/highlights')),
      recomputed,
      baseline,
    );
    report(
      'GET /api/stats with no figures stored (a database just migrated), trips queued',
      await sample(3, forgetFigures, get('/api/stats')),
      recomputed,
      baseline,
    );
    const upgraded = await sample(
      1,
      async () => {
        await settled();
        await db.execute(sql`delete from trip_stats`);
      },
      async () => {
        await queueStaleTripStats(ctx);
        await settled();
      },
    );
    console.info(
      `The jobs store the figures of all ${TRIPS} trips in ${(upgraded.medianMs / 1000).toFixed(1)} s`,
    );

    const changed = tripIds[0] as number;
    const changeOneTrip = async () => {
      await settled();
      await db.execute(sql`update trips set title = title || '.' where id = ${changed}`);
    };
    const inline = await sample(5, changeOneTrip, async () => {
      await refreshTripStats({ db, routeFigures: new VersionedCache({ max: 1 }) }, changed);
      await get('/api/stats')();
    });
    const inlineName = 'the read working out the changed trip itself';
    report(
      'GET /api/stats right after one trip changed, before its job stored its figures',
      await sample(5, changeOneTrip, get('/api/stats')),
      inline,
      inlineName,
    );
    const renameThroughApi = async () => {
      await settled();
      const response = await client.put(`/api/trips/${changed}`, { title: `Renamed ${Date.now()}` });
      if (response.status !== 200) throw new Error(`rename: ${response.status} ${response.text}`);
    };
    report(
      'GET /api/stats right after a change through the API, its job running meanwhile',
      await sample(5, renameThroughApi, get('/api/stats')),
      inline,
      inlineName,
    );
  } finally {
    await server.close();
  }
}
