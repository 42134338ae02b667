import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMeters } from '../../src/common/geo';
import { makeJpeg, photoForm } from '../support/images';
import { publicLinkToken } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, ownerWithTrip } from '../support/trips';
import { makeAdmin, signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOME = { name: 'Home', latitude: 48.8584, longitude: 2.2945, radiusMeters: 500 };
const AWAY = { latitude: 48.8738, longitude: 2.295 };
const insideHome = (latitude: number, longitude: number) =>
  distanceMeters(latitude, longitude, HOME.latitude, HOME.longitude) <= HOME.radiusMeters;

/** A drive north through the zone: about 110 m between points, some 9 of them inside. */
const DRIVE = Array.from({ length: 30 }, (_, i) => ({ lat: 48.845 + i * 0.001, lng: 2.2945 }));

interface Place {
  lat?: number;
  lng?: number;
  latitude?: number | null;
  longitude?: number | null;
}

/** Every coordinate pair a reply holds, wherever it sits. */
function placesIn(value: unknown, found: [number, number][] = []): [number, number][] {
  if (Array.isArray(value)) for (const item of value) placesIn(item, found);
  else if (value && typeof value === 'object') {
    const place = value as Place;
    if (typeof place.lat === 'number' && typeof place.lng === 'number') found.push([place.lat, place.lng]);
    if (typeof place.latitude === 'number' && typeof place.longitude === 'number')
      found.push([place.latitude, place.longitude]);
    for (const inner of Object.values(value)) placesIn(inner, found);
  }
  return found;
}

const hiddenPlaces = (value: unknown) => placesIn(value).filter(([lat, lng]) => insideHome(lat, lng));

async function tripThroughHome() {
  const owner = await ownerWithTrip(server);
  const { client, tripId } = owner;
  const home = await addStop(client, tripId, {
    name: 'Our flat',
    description: 'Where it all starts.',
    latitude: 48.859,
    longitude: 2.295,
    arrivalTime: '2026-05-01T08:00:00.000Z',
  });
  await addStop(client, tripId, { name: 'Montmartre', ...AWAY, arrivalTime: '2026-05-01T12:00:00.000Z' });
  for (const [name, gps] of [
    ['balcony.jpg', { lat: HOME.latitude, lon: HOME.longitude }],
    ['hill.jpg', { lat: AWAY.latitude, lon: AWAY.longitude }],
  ] as const) {
    const photo = await client.post(`/api/trips/${tripId}/photos`, photoForm(await makeJpeg({ gps }), name));
    expect(photo.status).toBe(201);
  }
  expect((await client.post(`/api/trips/${tripId}/route/points`, { points: DRIVE })).status).toBe(200);
  expect((await client.put('/api/user/privacy-zones', [HOME])).status).toBe(200);
  return { ...owner, homeStopId: home.id };
}

describe('privacy zones', () => {
  it('are saved and read back, and refused with a message when out of bounds', async () => {
    const client = server.client();
    await signUp(client);
    expect((await client.get('/api/user/privacy-zones')).body).toEqual([]);
    const saved = await client.put('/api/user/privacy-zones', [
      HOME,
      { ...HOME, name: ' Work ', radiusMeters: 5000 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([HOME, { ...HOME, name: 'Work', radiusMeters: 5000 }]);
    expect((await client.get('/api/user/privacy-zones')).body).toEqual(saved.body);

    for (const [zone, message] of [
      [{ ...HOME, radiusMeters: 99 }, 'Radius must be between 100 m and 5 km'],
      [{ ...HOME, radiusMeters: 5001 }, 'Radius must be between 100 m and 5 km'],
      [{ ...HOME, name: '  ' }, 'Zone name is required'],
      [{ ...HOME, latitude: 91 }, 'Latitude must be between -90 and 90'],
    ] as const) {
      const refused = await client.put('/api/user/privacy-zones', [zone]);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message, code: 'validation' });
    }
    expect((await client.get('/api/user/privacy-zones')).body).toEqual(saved.body);
    expect((await server.client().get('/api/user/privacy-zones')).status).toBe(401);
    expect((await server.client().put('/api/user/privacy-zones', [HOME])).status).toBe(401);
  });

  it('hide the places inside from a share link: route broken there, photos without coordinates, stops without a place', async () => {
    const { client, tripId, userId, homeStopId } = await tripThroughHome();
    const token = await publicLinkToken(server, client, userId, tripId);
    const shared = (await server.client().get(`/api/shared-trip/${token}`)).body;

    expect(hiddenPlaces(shared)).toEqual([]);
    const homeStop = shared.stops.find((stop: { id: number }) => stop.id === homeStopId);
    expect(homeStop).toMatchObject({
      name: 'Our flat',
      description: 'Where it all starts.',
      latitude: 0,
      longitude: 0,
    });
    expect(shared.stops.find((stop: { name: string }) => stop.name === 'Montmartre')).toMatchObject(AWAY);
    const balcony = shared.photos.find(
      (photo: { originalName: string }) => photo.originalName === 'balcony.jpg',
    );
    expect(balcony).toMatchObject({ latitude: null, longitude: null, locationName: null });
    const hill = shared.photos.find((photo: { originalName: string }) => photo.originalName === 'hill.jpg');
    expect(hill.latitude).toBeCloseTo(AWAY.latitude, 3);

    const kept = DRIVE.filter((point) => !insideHome(point.lat, point.lng));
    expect(shared.route.routeData.map((p: { lat: number; lng: number }) => [p.lat, p.lng])).toEqual(
      kept.map((p) => [p.lat, p.lng]),
    );
    const breaks = shared.route.routeData.filter((p: { gapBefore?: boolean }) => p.gapBefore);
    expect(breaks).toHaveLength(1);
    const afterGap = shared.route.routeData.indexOf(breaks[0]);
    const before = shared.route.routeData[afterGap - 1];
    expect(distanceMeters(before.lat, before.lng, breaks[0].lat, breaks[0].lng)).toBeGreaterThan(2 * 500);
  });

  it('leave the owner’s own views whole and hide the places from an administrator’s, the export data and files too', async () => {
    const { client, tripId } = await tripThroughHome();
    const admin = server.client();
    const { account } = await signUp(admin);
    await makeAdmin(server, account.username);

    for (const list of ['stops', 'photos', 'route', 'export/data']) {
      const own = (await client.get(`/api/trips/${tripId}/${list}`)).body;
      expect(hiddenPlaces(own).length, `owner: ${list}`).toBeGreaterThan(0);
      const others = await admin.get(`/api/trips/${tripId}/${list}`);
      expect(others.status, list).toBe(200);
      expect(hiddenPlaces(others.body), `administrator: ${list}`).toEqual([]);
    }
    const route = (await admin.get(`/api/trips/${tripId}/route`)).body;
    expect(route.routeData.filter((p: { gapBefore?: boolean }) => p.gapBefore)).toHaveLength(1);

    const gpx = (await admin.get(`/api/trips/${tripId}/export.gpx`)).text;
    expect(gpx.match(/<trkseg>/g)).toHaveLength(2);
    expect(gpx).not.toContain('<name>Our flat</name>');
    expect((await client.get(`/api/trips/${tripId}/export.gpx`)).text.match(/<trkseg>/g)).toHaveLength(1);
    const geojson = JSON.parse((await admin.get(`/api/trips/${tripId}/export.geojson`)).text);
    expect(geojson.features[0].geometry.type).toBe('MultiLineString');
    expect(hiddenPlaces(geojson.features.map((f: { geometry: unknown }) => f.geometry))).toEqual([]);
    const flat = geojson.features.find(
      (f: { properties: { name: string } }) => f.properties.name === 'Our flat',
    );
    expect(flat.geometry).toBeNull();
  });

  it('take effect at once on a reply already prepared, and lift when removed', async () => {
    const { client, tripId, userId } = await tripThroughHome();
    const token = await publicLinkToken(server, client, userId, tripId);
    const reader = server.client();
    const hidden = await reader.get(`/api/shared-trip/${token}`);
    expect(hiddenPlaces(hidden.body)).toEqual([]);

    expect((await client.put('/api/user/privacy-zones', [])).status).toBe(200);
    const open = await reader.get(`/api/shared-trip/${token}`, {
      'if-none-match': hidden.headers.get('etag') ?? '',
    });
    expect(open.status).toBe(200);
    expect(hiddenPlaces(open.body).length).toBeGreaterThan(0);

    expect((await client.put('/api/user/privacy-zones', [{ ...HOME, radiusMeters: 100 }])).status).toBe(200);
    const smaller = (await reader.get(`/api/shared-trip/${token}`)).body;
    expect(
      placesIn(smaller).filter(
        ([lat, lng]) => distanceMeters(lat, lng, HOME.latitude, HOME.longitude) <= 100,
      ),
    ).toEqual([]);
    expect(hiddenPlaces(smaller).length).toBeGreaterThan(0);
  });
});
