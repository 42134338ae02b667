import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeMiles } from '../../src/common/tracks/geometry';
import { gpsRoutes } from '../../src/server/db/schema';
import { makeJpeg } from '../support/images';
import { geoJsonFile, gpxFile, kmlFile, routeForm, trackPoints } from '../support/route-files';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip, ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('importing a route', () => {
  it('imports a GPX track and its waypoints as stops', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const points = trackPoints(500);
    const file = gpxFile(points, [
      { name: 'Red Rocks', lat: 39.6654, lng: -105.2057, desc: 'Amphitheatre' },
      { name: 'Idaho Springs', lat: 39.7425, lng: -105.5136 },
    ]);
    const response = await client.post(
      `/api/trips/${tripId}/route/import`,
      routeForm(file, 'drive.gpx', { waypointsAsStops: 'true' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ pointsImported: 500, totalPoints: 500, stopsAdded: 2 });
    expect(response.body.totalDistance).toBeCloseTo(routeMiles(points), 6);
    const route = (await client.get(`/api/trips/${tripId}/route`)).body;
    expect(route.pointCount).toBe(500);
    expect(route.routeData[0]).toEqual({
      lat: points[0]?.lat,
      lng: points[0]?.lng,
      time: '2026-05-01T15:00:00Z',
    });
    const stops = (await client.get(`/api/trips/${tripId}/stops`)).body;
    expect(stops.map((s: { name: string }) => s.name)).toEqual(['Red Rocks', 'Idaho Springs']);
    expect(stops[0].description).toBe('Amphitheatre');
  });

  it('imports KML, KMZ and GeoJSON, appending or replacing', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const first = trackPoints(100);
    const kml = await client.post(
      `/api/trips/${tripId}/route/import`,
      routeForm(kmlFile(first), 'drive.kml'),
    );
    expect(kml.body.totalPoints).toBe(100);
    const kmz = zipSync({
      'doc.kml': new TextEncoder().encode(kmlFile(trackPoints(50, { lat: 39.5, lng: -106 }))),
    });
    const appended = await client.post(
      `/api/trips/${tripId}/route/import`,
      routeForm(kmz, 'drive.kmz', { mode: 'append' }),
    );
    expect(appended.body).toMatchObject({ pointsImported: 50, totalPoints: 150 });
    const replaced = await client.post(
      `/api/trips/${tripId}/route/import`,
      routeForm(geoJsonFile(trackPoints(20)), 'drive.geojson', { mode: 'replace' }),
    );
    expect(replaced.body).toMatchObject({ pointsImported: 20, totalPoints: 20, stopsAdded: 0 });
  });

  it('refuses malformed, empty and wrong files with a message, leaving the route as it was', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    await client.post(`/api/trips/${tripId}/route/import`, routeForm(gpxFile(trackPoints(10)), 'ok.gpx'));
    for (const [content, name, message] of [
      [
        '<gpx><trk><trkseg><trkpt lat="1" lon="2"></trkseg>',
        'broken.gpx',
        'The file could not be read as GPX, KML, KMZ or GeoJSON',
      ],
      [gpxFile([]), 'empty.gpx', 'The file has no track or route to import'],
      [await makeJpeg(), 'photo.gpx', 'The file could not be read as GPX, KML, KMZ or GeoJSON'],
      ['{"type": "Feature"', 'cut.geojson', 'The file could not be read as GPX, KML, KMZ or GeoJSON'],
    ] as const) {
      const response = await client.post(`/api/trips/${tripId}/route/import`, routeForm(content, name));
      expect(response.status, name).toBe(400);
      expect(response.body.message, name).toBe(message);
    }
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount).toBe(10);
  });

  it('keeps every point of a 200,000-point GPX and draws a simplified line', {
    timeout: 120_000,
  }, async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const points = trackPoints(200_000);
    const response = await client.post(
      `/api/trips/${tripId}/route/import`,
      routeForm(gpxFile(points), 'long.gpx'),
    );
    expect(response.status).toBe(200);
    expect(response.body.totalPoints).toBe(200_000);
    const route = (await client.get(`/api/trips/${tripId}/route`)).body;
    expect(route.pointCount).toBe(200_000);
    expect(route.routeData.length).toBeLessThanOrEqual(2000);
    expect(route.routeData.length).toBeGreaterThan(100);
    expect(route.routeData[0]).toMatchObject({ lat: points[0]?.lat, lng: points[0]?.lng });
    expect(route.routeData.at(-1)).toMatchObject({ lat: points.at(-1)?.lat, lng: points.at(-1)?.lng });
    const [stored] = await server.database.db.select().from(gpsRoutes);
    expect(stored).toBeDefined();
  });
});

describe('recording points on the road', () => {
  it('appends batches, skips points sent again, and computes the distance', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const points = trackPoints(30);
    const first = await client.post(`/api/trips/${tripId}/route/points`, { points: points.slice(0, 20) });
    expect(first.body).toMatchObject({ added: 20, totalPoints: 20 });
    const retried = await client.post(`/api/trips/${tripId}/route/points`, { points: points.slice(10, 30) });
    expect(retried.body).toMatchObject({ added: 10, totalPoints: 30 });
    expect(retried.body.totalDistance).toBeCloseTo(routeMiles(points), 6);
    const invalid = await client.post(`/api/trips/${tripId}/route/points`, {
      points: [{ lat: 100, lng: 0 }],
    });
    expect(invalid.body.message).toBe('Latitude must be between -90 and 90');
    expect((await client.post(`/api/trips/${tripId}/route/points`, { points: [] })).body.message).toBe(
      'Send at least one point',
    );
    expect((await client.delete(`/api/trips/${tripId}/route`)).status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount).toBe(0);
  });
});

describe('the route as the map draws it', () => {
  it('stays as it was, its ETag too, when a stop is added, and draws the points recorded since', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const points = trackPoints(30);
    await client.post(`/api/trips/${tripId}/route/points`, { points: points.slice(0, 20) });
    const first = await client.get(`/api/trips/${tripId}/route`);
    expect(first.body.pointCount).toBe(20);
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();

    await addStop(client, tripId, { name: 'Golden', latitude: 39.75, longitude: -105.22 });
    const unchanged = await client.request('GET', `/api/trips/${tripId}/route`, undefined, {
      'if-none-match': etag,
    });
    expect(unchanged.status).toBe(304);

    await client.post(`/api/trips/${tripId}/route/points`, { points: points.slice(20) });
    const longer = await client.request('GET', `/api/trips/${tripId}/route`, undefined, {
      'if-none-match': etag,
    });
    expect(longer.status).toBe(200);
    expect(longer.body.pointCount).toBe(30);
    expect(longer.body.routeData.at(-1)).toMatchObject({ lat: points[29]?.lat, lng: points[29]?.lng });
  });
});

describe('exporting a trip', () => {
  it('round-trips GPX: the route within 1e-6° and the stop names come back', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const points = trackPoints(300);
    await client.post(`/api/trips/${tripId}/route/import`, routeForm(gpxFile(points), 'a.gpx'));
    await client.post(`/api/trips/${tripId}/stops`, {
      name: 'Café & "Diner" <Moab>',
      latitude: 38.5733,
      longitude: -109.5498,
      arrivalTime: '2026-05-02T15:00:00.000Z',
    });
    const gpx = await client.get(`/api/trips/${tripId}/export.gpx`);
    expect(gpx.headers.get('content-type')).toMatch(/application\/gpx\+xml/);
    expect(gpx.headers.get('content-disposition')).toBe('attachment; filename="Canyon_Country.gpx"');

    const copy = await createTrip(client, { title: 'Copy' });
    const imported = await client.post(
      `/api/trips/${copy.id}/route/import`,
      routeForm(gpx.text, 'back.gpx', { waypointsAsStops: 'true' }),
    );
    expect(imported.body).toMatchObject({ pointsImported: 300, stopsAdded: 1 });
    const [stop] = (await client.get(`/api/trips/${copy.id}/stops`)).body;
    expect(stop).toMatchObject({ name: 'Café & "Diner" <Moab>', arrivalTime: '2026-05-02T15:00:00.000Z' });
    const stored = (await server.database.db.select().from(gpsRoutes)).find((r) => r.tripId === copy.id);
    expect(stored?.routeData).toHaveLength(points.length);
    stored?.routeData.forEach((point, i) => {
      expect(Math.abs(point.lat - (points[i]?.lat ?? 0))).toBeLessThan(1e-6);
      expect(Math.abs(point.lng - (points[i]?.lng ?? 0))).toBeLessThan(1e-6);
    });

    const geojson = await client.get(`/api/trips/${tripId}/export.geojson`);
    const collection = JSON.parse(geojson.text);
    expect(collection.features[0].geometry.coordinates).toHaveLength(300);
    expect(collection.features[1].properties.name).toBe('Café & "Diner" <Moab>');
  });
});

describe("someone else's route", () => {
  it('answers 404 on every route endpoint, and 401 without a session', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    await client.post(`/api/trips/${tripId}/route/import`, routeForm(gpxFile(trackPoints(5)), 'a.gpx'));
    const stranger = server.client();
    await signUp(stranger);
    for (const response of [
      await stranger.post(`/api/trips/${tripId}/route/import`, routeForm(gpxFile(trackPoints(5)), 'a.gpx')),
      await stranger.post(`/api/trips/${tripId}/route/points`, { points: [{ lat: 1, lng: 1 }] }),
      await stranger.delete(`/api/trips/${tripId}/route`),
      await stranger.get(`/api/trips/${tripId}/export.gpx`),
      await stranger.get(`/api/trips/${tripId}/export.geojson`),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount).toBe(5);
    const anonymous = server.client();
    expect((await anonymous.get(`/api/trips/${tripId}/export.gpx`)).status).toBe(401);
    expect(
      (await anonymous.post(`/api/trips/${tripId}/route/points`, { points: [{ lat: 1, lng: 1 }] })).status,
    ).toBe(401);
  });
});
