import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMeters, METERS_PER_MILE } from '../../src/common/geo';
import { routeMiles } from '../../src/common/tracks/geometry';
import type { TestClient } from '../support/http-client';
import { setPlan } from '../support/plans';
import { gpxFile, routeForm, trackPoints } from '../support/route-files';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip, day } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DENVER = { latitude: 39.7392, longitude: -104.9903 };
const BOULDER = { latitude: 40.015, longitude: -105.2705 };
const FORT_COLLINS = { latitude: 40.5853, longitude: -105.0844 };
const miles = (a: typeof DENVER, b: typeof DENVER) =>
  distanceMeters(a.latitude, a.longitude, b.latitude, b.longitude) / METERS_PER_MILE;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** An owner with a trip shared with a second, signed-in traveller who has opened it. */
async function sharedTrip(overrides: Record<string, unknown> = {}) {
  const owner = server.client();
  const { user } = await signUp(owner);
  await setPlan(server, user.id, 'pro');
  const guest = server.client();
  const { user: guestUser } = await signUp(guest);
  const trip = await createTrip(owner, {
    startDate: day('2026-06-10'),
    endDate: day('2026-06-13'),
    totalMiles: 420,
    drivingTime: '9h 30m',
    ...overrides,
  });
  const share = await owner.post(`/api/trips/${trip.id}/share`, { sharedWithId: guestUser.id });
  expect(share.status).toBe(201);
  return { owner, guest, tripId: trip.id, token: share.body.inviteToken as string };
}

/** Stops added in the order given, a day apart from the trip's first day. */
async function addStops(
  trip: { owner: TestClient; tripId: number },
  places: (typeof DENVER & { name: string })[],
) {
  for (const [index, place] of places.entries()) {
    await addStop(trip.owner, trip.tripId, {
      ...place,
      arrivalTime: new Date(Date.UTC(2026, 5, 10 + index, 10)).toISOString(),
    });
  }
}

const denver = { name: 'Denver', ...DENVER };
const boulder = { name: 'Boulder', ...BOULDER };

/** The trip as each of the five replies that carry it gives it. */
async function tripInEveryReply({
  owner,
  guest,
  tripId,
  token,
}: {
  owner: TestClient;
  guest: TestClient;
  tripId: number;
  token: string;
}) {
  const [list, detail, held, shared, exported] = await Promise.all([
    owner.get('/api/trips'),
    owner.get(`/api/trips/${tripId}`),
    guest.get('/api/shared-trips'),
    guest.get(`/api/shared-trip/${token}`),
    owner.get(`/api/trips/${tripId}/export/data`),
  ]);
  for (const reply of [list, detail, held, shared, exported]) expect(reply.status).toBe(200);
  return [
    list.body.find((trip: { id: number }) => trip.id === tripId),
    detail.body,
    held.body.find((item: { trip: { id: number } }) => item.trip.id === tripId).trip,
    shared.body.trip,
    exported.body.trip,
  ];
}

async function expectEveryReply(trip: Parameters<typeof tripInEveryReply>[0], figures: object) {
  for (const reply of await tripInEveryReply(trip)) expect(reply).toMatchObject(figures);
}

describe('a trip’s one distance, driving time and days', () => {
  it('are what was typed while the trip has no route and fewer than two located stops', async () => {
    const trip = await sharedTrip();
    await addStops(trip, [denver, { name: 'Somewhere', latitude: 0, longitude: 0 }]);
    await expectEveryReply(trip, {
      totalMiles: 420,
      drivingTime: '9h 30m',
      distance: { miles: 420, source: 'typed' },
      driving: { time: '9h 30m', source: 'typed' },
      days: 3,
    });
    const exported = await trip.owner.get(`/api/trips/${trip.tripId}/export/data`);
    expect(exported.body.metadata.duration).toBe(3);
  });

  it('run between the located stops in trip order', async () => {
    const trip = await sharedTrip();
    // Added first, it arrives last: trip order puts it after the others.
    await addStop(trip.owner, trip.tripId, {
      name: 'Fort Collins',
      ...FORT_COLLINS,
      arrivalTime: '2026-06-12T10:00:00.000Z',
    });
    await addStops(trip, [denver, boulder]);
    const between = oneDecimal(miles(DENVER, BOULDER) + miles(BOULDER, FORT_COLLINS));
    await expectEveryReply(trip, {
      totalMiles: 420,
      distance: { miles: between, source: 'stops' },
      driving: { time: '9h 30m', source: 'typed' },
      days: 3,
    });
  });

  it('come from the route once one is imported or recorded, and from the stops again once it is cleared', async () => {
    const trip = await sharedTrip();
    await addStops(trip, [denver, boulder]);
    const between = oneDecimal(miles(DENVER, BOULDER));
    await expectEveryReply(trip, { distance: { miles: between, source: 'stops' } });

    // One point a second for 30 minutes, moving all along.
    const points = trackPoints(1801);
    const imported = await trip.owner.post(
      `/api/trips/${trip.tripId}/route/import`,
      routeForm(gpxFile(points), 'drive.gpx'),
    );
    expect(imported.status).toBe(200);
    await expectEveryReply(trip, {
      totalMiles: 420,
      drivingTime: '9h 30m',
      distance: { miles: oneDecimal(routeMiles(points)), source: 'route' },
      driving: { time: '0h 30m', source: 'route' },
      days: 3,
    });

    const more = trackPoints(1801, { lat: 39.6, lng: -105.2 }).map((point, index) => ({
      ...point,
      time: new Date(Date.UTC(2026, 4, 2, 15) + index * 1000).toISOString(),
    }));
    const recorded = await trip.owner.post(`/api/trips/${trip.tripId}/route/points`, { points: more });
    expect(recorded.status).toBe(200);
    await expectEveryReply(trip, {
      distance: { miles: oneDecimal(recorded.body.totalDistance), source: 'route' },
      driving: { time: '1h 0m', source: 'route' },
    });

    expect((await trip.owner.delete(`/api/trips/${trip.tripId}/route`)).status).toBe(200);
    await expectEveryReply(trip, {
      distance: { miles: between, source: 'stops' },
      driving: { time: '9h 30m', source: 'typed' },
    });
  });

  it('keep the typed driving time for a route without times', async () => {
    const trip = await sharedTrip();
    const points = trackPoints(100).map(({ lat, lng }) => ({ lat, lng }));
    const geoJson = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'LineString', coordinates: points.map((p) => [p.lng, p.lat]) },
        },
      ],
    };
    const imported = await trip.owner.post(
      `/api/trips/${trip.tripId}/route/import`,
      routeForm(JSON.stringify(geoJson), 'drive.geojson'),
    );
    expect(imported.status).toBe(200);
    await expectEveryReply(trip, {
      distance: { miles: oneDecimal(routeMiles(points)), source: 'route' },
      driving: { time: '9h 30m', source: 'typed' },
    });
  });

  it('are left as they were by a refused import', async () => {
    const trip = await sharedTrip();
    await addStops(trip, [denver, boulder]);
    const before = { distance: { miles: oneDecimal(miles(DENVER, BOULDER)), source: 'stops' } };
    const file = gpxFile(trackPoints(50));

    const stranger = server.client();
    await signUp(stranger);
    const theirs = await stranger.post(
      `/api/trips/${trip.tripId}/route/import`,
      routeForm(file, 'drive.gpx'),
    );
    expect(theirs.status).toBe(404);
    // A reader who may not edit is not shown that the trip can be written to.
    const byGuest = await trip.guest.post(
      `/api/trips/${trip.tripId}/route/import`,
      routeForm(file, 'drive.gpx'),
    );
    expect(byGuest.status).toBe(404);
    const empty = await trip.owner.post(
      `/api/trips/${trip.tripId}/route/import`,
      routeForm(gpxFile([]), 'empty.gpx'),
    );
    expect(empty.status).toBe(400);
    await expectEveryReply(trip, before);
  });

  it('are described at /api/docs for every reply that carries a trip', async () => {
    const { paths } = (await server.client().get('/api/docs/json')).body;
    const replies = [
      paths['/api/trips'].get.responses['200'].content['application/json'].schema.items,
      paths['/api/trips/{id}'].get.responses['200'].content['application/json'].schema,
      paths['/api/shared-trips'].get.responses['200'].content['application/json'].schema.items.properties
        .trip,
      paths['/api/shared-trip/{token}'].get.responses['200'].content['application/json'].schema.properties
        .trip,
      paths['/api/trips/{id}/export/data'].get.responses['200'].content['application/json'].schema.properties
        .trip,
    ];
    for (const trip of replies) {
      expect(trip.required).toEqual(expect.arrayContaining(['distance', 'driving', 'days']));
      expect(trip.properties.distance.properties.source.enum).toEqual(['route', 'stops', 'typed']);
    }
  });

  it('are the statistics’ and the analytics’ figures too', async () => {
    const trip = await sharedTrip({ status: 'completed' });
    await addStops(trip, [denver, boulder]);
    const points = trackPoints(600);
    await trip.owner.post(`/api/trips/${trip.tripId}/route/import`, routeForm(gpxFile(points), 'drive.gpx'));
    const { distance, days } = (await trip.owner.get(`/api/trips/${trip.tripId}`)).body;

    const analytics = await trip.owner.get(`/api/trips/${trip.tripId}/analytics`);
    expect(analytics.body).toMatchObject({ distanceMiles: distance.miles, distanceSource: 'route' });
    const stats = await trip.owner.get('/api/stats');
    expect(stats.body).toMatchObject({ trips: 1, days, distanceMiles: distance.miles });
    const highlights = await trip.owner.get('/api/stats/highlights');
    expect(highlights.body.trips).toMatchObject([{ distanceMiles: distance.miles, distanceSource: 'route' }]);
    expect(highlights.body.records.longestTrip).toMatchObject({ days, distanceMiles: distance.miles });
  });
});
