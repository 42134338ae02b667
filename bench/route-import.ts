import { setTimeout as delay } from 'node:timers/promises';
import { gpx } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import simplify from 'simplify-js';
import { backgroundJobsSettled } from '../test/support/photos';
import { proTraveller } from '../test/support/plans';
import { gpxFile, routeForm, trackPoints } from '../test/support/route-files';
import { startTestServer } from '../test/support/server';
import { addStop, createTrip } from '../test/support/trips';

const POINTS = Number(process.env.BENCH_ROUTE_POINTS ?? 200_000);
/** How long after a change its background work is watched for. */
const AFTER_CHANGE_MS = 3000;

/** Latency of GET /api/user, fired every 25 ms while `during` runs. */
async function sessionLatency(
  client: Awaited<ReturnType<typeof startTestServer>>['client'] extends () => infer C ? C : never,
  during: Promise<unknown>,
) {
  const samples: number[] = [];
  let done = false;
  void during.finally(() => {
    done = true;
  });
  while (!done) {
    const start = performance.now();
    await client.get('/api/user');
    samples.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  samples.sort((a, b) => a - b);
  return {
    count: samples.length,
    max: samples.at(-1) ?? 0,
    median: samples[Math.floor(samples.length / 2)] ?? 0,
  };
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);

export async function benchRouteImport(): Promise<void> {
  const file = gpxFile(trackPoints(POINTS));
  console.info(`GPX of ${POINTS} points: ${(file.length / (1024 * 1024)).toFixed(1)} MB`);

  let started = performance.now();
  const parsed = gpx(new DOMParser().parseFromString(file, 'text/xml'));
  const bareSeconds = (performance.now() - started) / 1000;
  console.info(
    `bare parse (togeojson on the main thread): ${bareSeconds.toFixed(2)} s, ${parsed.features.length} feature(s)`,
  );

  const server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
  try {
    // On the Pro plan, whose trips' statistics are kept up to date by a job after each change.
    const { client } = await proTraveller(server);
    const trip = await createTrip(client);
    // The server runs in this process: its memory is read beside the bare parse's, whose garbage may be
    // collected meanwhile, so the figure is the highest reading during the import beside the one before it.
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    started = performance.now();
    const upload = client.post(`/api/trips/${trip.id}/route/import`, routeForm(file, 'long.gpx'));
    const latency = await sessionLatency(server.client(), upload);
    const response = await upload;
    const importSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (response.status !== 200) throw new Error(`import failed: ${response.status} ${response.text}`);
    started = performance.now();
    const route = await client.get(`/api/trips/${trip.id}/route`);
    const readSeconds = (performance.now() - started) / 1000;
    console.info(
      `import through POST /api/trips/:id/route/import: ${importSeconds.toFixed(2)} s (${(importSeconds / bareSeconds).toFixed(1)}× the bare parse), RSS at most ${mb(rssPeak)} MB meanwhile (${mb(rssBefore)} MB before)`,
    );
    console.info(
      `meanwhile GET /api/user answered ${latency.count} times: median ${latency.median.toFixed(1)} ms, slowest ${latency.max.toFixed(1)} ms`,
    );
    // The baseline for the read: one Douglas–Peucker pass of simplify-js, at the smallest tolerance the read tries.
    const points = trackPoints(POINTS).map((point) => ({ x: point.lng, y: point.lat }));
    started = performance.now();
    simplify(points, 0.00005, true);
    const onePass = (performance.now() - started) / 1000;
    console.info(
      `reading the route back: ${readSeconds.toFixed(2)} s, ${route.body.routeData.length} of ${route.body.pointCount} points drawn ` +
        `(simplify-js, one pass at 5 m on the same points: ${onePass.toFixed(2)} s)`,
    );

    // A stop added leaves the route as it was: its next read, and the trip's statistics job that the change
    // queues, should find what they work out from the route kept rather than read 200,000 points again.
    await backgroundJobsSettled(server.database.db, 120);
    const quiet = await sessionLatency(server.client(), delay(AFTER_CHANGE_MS));
    let rereadMs = 0;
    const change = (async () => {
      await addStop(client, trip.id, { name: 'Lookout', latitude: 39.6, longitude: -105.3 });
      const reread = performance.now();
      await client.get(`/api/trips/${trip.id}/route`);
      rereadMs = performance.now() - reread;
      await delay(AFTER_CHANGE_MS);
    })();
    const afterChange = await sessionLatency(server.client(), change);
    await change;
    console.info(
      `a stop added, then the route read again: ${rereadMs.toFixed(1)} ms (the first read, which drew the line: ${(readSeconds * 1000).toFixed(0)} ms); ` +
        `GET /api/user meanwhile and for ${AFTER_CHANGE_MS / 1000} s after, the trip's statistics job running: median ${afterChange.median.toFixed(1)} ms, slowest ${afterChange.max.toFixed(1)} ms ` +
        `(the same ${AFTER_CHANGE_MS / 1000} s with no change: median ${quiet.median.toFixed(1)} ms, slowest ${quiet.max.toFixed(1)} ms)`,
    );
  } finally {
    await server.close();
  }
}
