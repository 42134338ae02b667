import { startTileServer } from '../e2e/support/tile-server';
import { type BigTripShape, seedBigTrip } from '../test/support/big-trip';
import { backgroundJobsSettled } from '../test/support/photos';
import { startTestServer } from '../test/support/server';
import { HOSTED_LINE, type HostedTrip } from './hosted-trip';

/**
 * A Roadbook server and a tile server holding a big trip, in a process of their own, as a browser benchmark's:
 * the benchmark's own process is busy driving the browser, and a server sharing it answered late.
 * Run by `hostBigTrip`, with the trip's shape as its argument; it prints where the trip is, then serves until
 * told to stop (SIGTERM or SIGINT). Its database and data folder go with it, whether seeding worked or not.
 */
async function host(shape: BigTripShape): Promise<void> {
  const tiles = await startTileServer();
  const server = await startTestServer({
    env: { LOG_LEVEL: 'silent', TILE_URL: tiles.tileUrl },
    webDir: process.env.BENCH_WEB_DIR,
  }).catch(async (error: unknown) => {
    await tiles.close();
    throw error;
  });
  const close = () => Promise.all([server.close(), tiles.close()]);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  try {
    const started = performance.now();
    const trip = await seedBigTrip(server, shape);
    // Pages are measured on a server at rest, its figures made as they are minutes after a trip's last change.
    await backgroundJobsSettled(server.database.db, 120);
    const hosted: HostedTrip = {
      baseUrl: server.baseUrl,
      tileUrl: tiles.tileUrl,
      tripId: trip.tripId,
      sessionCookie: trip.sessionCookie,
      sharedPath: trip.sharedPath,
      seedMs: performance.now() - started,
    };
    console.info(`${HOSTED_LINE}${JSON.stringify(hosted)}`);
  } catch (error) {
    await close();
    throw error;
  }
}

await host(JSON.parse(process.argv[2] ?? '{}') as BigTripShape);
