import { startTileServer } from '../e2e/support/tile-server';
import { startTestServer } from '../test/support/server';
import { type BigTripShape, HOSTED_LINE, type HostedTrip, seedBigTrip } from './big-trip';

/**
 * A Roadbook server and a tile server holding a big trip, in a process of their own, as a browser benchmark's:
 * the benchmark's own process is busy driving the browser, and a server sharing it answered late.
 * Run by `hostBigTrip`, with the trip's shape as its argument; it prints where the trip is, then serves until
 * told to stop (SIGTERM).
 */
async function host(shape: BigTripShape): Promise<void> {
  const tiles = await startTileServer();
  const server = await startTestServer({
    env: { LOG_LEVEL: 'silent', TILE_URL: tiles.tileUrl },
    webDir: process.env.BENCH_WEB_DIR,
  });
  const started = performance.now();
  const trip = await seedBigTrip(server, shape);
  const hosted: HostedTrip = {
    baseUrl: server.baseUrl,
    tileUrl: tiles.tileUrl,
    tripId: trip.tripId,
    sessionCookie: trip.sessionCookie,
    sharedPath: trip.sharedPath,
    seedMs: performance.now() - started,
  };
  process.once('SIGTERM', () => {
    Promise.all([server.close(), tiles.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  console.info(`${HOSTED_LINE}${JSON.stringify(hosted)}`);
}

await host(JSON.parse(process.argv[2] ?? '{}') as BigTripShape);
