import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_PARSE_LIMITS } from '../../src/server/features/tracks/parse';
import { kmlLine, kmzBomb, kmzOfPlacemarks } from '../support/route-bombs';
import { routeForm } from '../support/route-files';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function importFile(content: string | Uint8Array, name: string) {
  const { client, tripId } = await ownerWithTrip(server);
  const started = Date.now();
  const response = await client.post(
    `/api/trips/${tripId}/route/import`,
    routeForm(content, name, { waypointsAsStops: 'true' }),
  );
  const route = await client.get(`/api/trips/${tripId}/route`);
  return { response, seconds: (Date.now() - started) / 1000, storedPoints: route.body.pointCount };
}

describe('route files that unpack or parse into far more than they look', () => {
  it('refuses a KMZ that inflates past the limit while inflating it', async () => {
    const bomb = kmzBomb(100);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { response, storedPoints } = await importFile(bomb, 'bomb.kmz');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The KMZ file unpacks to more than 64 MB', code: 'too_large' });
    expect(storedPoints).toBe(0);
    // Making the bomb and inflating 64 MB of it take a busy machine longer than the default.
  }, 120_000);

  it('refuses a small KMZ of a quarter of a million placemarks, quickly', async () => {
    const file = kmzOfPlacemarks(250_000);
    expect(file.length).toBeLessThan(200 * 1024);
    const { response, seconds } = await importFile(file, 'placemarks.kmz');
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(
      `The file has more than ${TRACK_PARSE_LIMITS.maxWaypoints.toLocaleString('en-US')} waypoints`,
    );
    expect(seconds).toBeLessThan(10);
  });

  it('refuses a line of more points than an import may hold', async () => {
    const { response, storedPoints } = await importFile(
      kmlLine(TRACK_PARSE_LIMITS.maxPoints + 1),
      'long.kml',
    );
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('The file has more than 500,000 points; split it into smaller files');
    expect(storedPoints).toBe(0);
  });
});
