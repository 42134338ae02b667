import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpxFile, routeForm, trackPoints } from '../support/route-files';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('one long request does not hold the others', () => {
  it("answers another traveller's trip list in under a second (or five times its slowest quiet answer on a busy machine), every time, while 20,000 waypoints become stops", async () => {
    const importer = server.client();
    await signUp(importer);
    const trip = await createTrip(importer);
    const waypoints = trackPoints(20_000).map((point, index) => ({
      name: `Waypoint ${index + 1}`,
      ...point,
    }));
    const file = gpxFile(trackPoints(10), waypoints);

    const reader = server.client();
    await signUp(reader);
    await createTrip(reader, { title: 'Something to list' });
    // Warm: the first request of a connection pays for its set-up. Then the same read with nothing else going
    // on: a machine busy with other work is slower at both, and the bound follows it.
    expect((await reader.get('/api/trips')).status).toBe(200);
    const quiet: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      await reader.get('/api/trips');
      quiet.push(performance.now() - started);
    }
    // Other test files run beside this one. A whole second still catches a server held for seconds; a stall of
    // 0.4–0.7 s while 20,000 stops are placed was seen in CI and is still to be profiled.
    const bound = Math.max(1000, 5 * Math.max(...quiet));

    let importing = true;
    const imported = importer
      .post(
        `/api/trips/${trip.id}/route/import`,
        routeForm(file, 'waypoints.gpx', { waypointsAsStops: 'true' }),
      )
      .finally(() => (importing = false));
    const timings: number[] = [];
    while (importing) {
      const started = performance.now();
      const response = await reader.get('/api/trips');
      timings.push(performance.now() - started);
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const result = await imported;
    expect(result.status).toBe(200);
    expect(result.body.stopsAdded).toBe(20_000);
    expect(timings.length).toBeGreaterThan(3);
    expect(Math.max(...timings)).toBeLessThan(bound);

    const stops = (await importer.get(`/api/trips/${trip.id}/stops`)).body;
    expect(stops).toHaveLength(20_000);
    expect(stops[0].name).toBe('Waypoint 1');
    expect(stops.at(-1).name).toBe('Waypoint 20000');
  }, 120_000);
});
