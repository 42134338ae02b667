import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMeters, METERS_PER_MILE } from '../../src/common/geo';
import { routeMiles } from '../../src/common/tracks/geometry';
import { tripStats, trips } from '../../src/server/db/schema';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { proTraveller, setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip, day } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const STRASBOURG = { latitude: 48.5734, longitude: 7.7521 };
const BERLIN = { latitude: 52.52, longitude: 13.405 };
const DENVER = { latitude: 39.7392, longitude: -104.9903 };
const miles = (a: typeof PARIS, b: typeof PARIS) =>
  distanceMeters(a.latitude, a.longitude, b.latitude, b.longitude) / METERS_PER_MILE;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Denver to Boulder, a point a minute, driving. */
const ROUTE = Array.from({ length: 40 }, (_, i) => ({
  lat: 39.7392 + i * 0.007,
  lng: -104.9903 + i * 0.0006,
  time: new Date(Date.UTC(2024, 8, 1, 9, i)).toISOString(),
}));

/** Three travelled trips in France and Germany, the United States, and a planned one that does not count. */
async function travels(client: TestClient) {
  const europe = await createTrip(client, {
    title: 'Paris to Berlin',
    startDate: day('2025-06-01'),
    endDate: day('2025-06-10'),
    totalMiles: 999,
  });
  await addStop(client, europe.id, { name: 'Paris', ...PARIS, arrivalTime: '2025-06-02T10:00:00.000Z' });
  await addStop(client, europe.id, {
    name: 'Strasbourg',
    ...STRASBOURG,
    arrivalTime: '2025-06-04T10:00:00.000Z',
  });
  await addStop(client, europe.id, { name: 'Berlin', ...BERLIN, arrivalTime: '2025-06-07T10:00:00.000Z' });
  // Taken in Berlin the day before the stop's arrival: Germany's first visit is the photo's day.
  const photo = await client.post(
    `/api/trips/${europe.id}/photos`,
    photoForm(
      await makeJpeg({
        gps: { lat: BERLIN.latitude, lon: BERLIN.longitude },
        takenAt: '2025:06:06 12:00:00',
      }),
      'brandenburg.jpg',
    ),
  );
  expect(photo.status).toBe(201);

  // One stop and no route: the typed total counts. It shares 8 to 10 June with the trip above.
  const colorado = await createTrip(client, {
    title: 'Colorado',
    startDate: day('2025-06-08'),
    endDate: day('2025-06-12'),
    totalMiles: 300,
  });
  await addStop(client, colorado.id, { name: 'Denver', ...DENVER, arrivalTime: '2025-06-09T10:00:00.000Z' });

  // A recorded route and no stops or photos: the United States from the route, first visited on the start date.
  const boulder = await createTrip(client, {
    title: 'Boulder day trip',
    startDate: day('2024-09-01'),
    endDate: day('2024-09-03'),
    totalMiles: 5,
  });
  expect((await client.post(`/api/trips/${boulder.id}/route/points`, { points: ROUTE })).status).toBe(200);

  await createTrip(client, {
    title: 'Someday in Italy',
    status: 'draft',
    startDate: day('2027-05-01'),
    endDate: day('2027-05-09'),
  });
  return { europe, colorado, boulder };
}

describe('GET /api/stats', () => {
  it('counts countries, first visits, days and distances of the traveller’s own travelled trips', async () => {
    const { client } = await proTraveller(server);
    await travels(client);

    // A stranger's trips, and a trip shared with the traveller, never count as theirs.
    const stranger = server.client();
    const { user: strangerUser } = await signUp(stranger);
    await setPlan(server, strangerUser.id, 'pro');
    const spain = await createTrip(stranger, {
      title: 'Madrid',
      startDate: day('2025-03-01'),
      endDate: day('2025-03-04'),
    });
    await addStop(stranger, spain.id, {
      name: 'Madrid',
      latitude: 40.4168,
      longitude: -3.7038,
      arrivalTime: '2025-03-02T10:00:00.000Z',
    });
    const me = (await client.get('/api/user')).body;
    const share = await stranger.post(`/api/trips/${spain.id}/share`, { sharedWithId: me.id });
    expect((await client.get(`/api/shared-trip/${share.body.inviteToken}`)).status).toBe(200);

    const europeMiles = miles(PARIS, STRASBOURG) + miles(STRASBOURG, BERLIN);
    const routeDistance = routeMiles(ROUTE);
    const response = await client.get('/api/stats');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      trips: 3,
      // End minus start: 1 to 12 June (the trips sharing 8 to 10 June) and 1 to 3 September.
      days: 11 + 2,
      distanceMiles: round1(europeMiles + 300 + routeDistance),
      stops: 4,
      photos: 1,
      voiceMemos: 0,
      countries: [
        { code: 'US', name: 'United States', firstVisit: '2024-09-01', trips: 2 },
        { code: 'FR', name: 'France', firstVisit: '2025-06-02', trips: 1 },
        { code: 'DE', name: 'Germany', firstVisit: '2025-06-06', trips: 1 },
      ],
      years: [
        { year: 2024, trips: 1, days: 2, distanceMiles: round1(routeDistance) },
        { year: 2025, trips: 2, days: 11, distanceMiles: round1(europeMiles + 300) },
      ],
    });

    const strangers = await stranger.get('/api/stats');
    expect(strangers.body).toMatchObject({
      trips: 1,
      countries: [{ code: 'ES', firstVisit: '2025-03-02', trips: 1 }],
    });
  });

  it('gives one year alone, its countries first visited within it', async () => {
    const { client } = await proTraveller(server);
    await travels(client);
    const year = await client.get('/api/stats/2025');
    expect(year.status).toBe(200);
    expect(year.body).toMatchObject({
      trips: 2,
      days: 11,
      stops: 4,
      photos: 1,
      countries: [
        { code: 'FR', firstVisit: '2025-06-02', trips: 1 },
        { code: 'DE', firstVisit: '2025-06-06', trips: 1 },
        { code: 'US', firstVisit: '2025-06-09', trips: 1 },
      ],
    });
    expect(year.body.years).toEqual([
      { year: 2025, trips: 2, days: 11, distanceMiles: year.body.distanceMiles },
    ]);
    const empty = await client.get('/api/stats/2019');
    expect(empty.body).toEqual({
      trips: 0,
      days: 0,
      distanceMiles: 0,
      stops: 0,
      photos: 0,
      voiceMemos: 0,
      countries: [],
      years: [{ year: 2019, trips: 0, days: 0, distanceMiles: 0 }],
    });
  });

  it('names where each distance comes from and keeps the records', async () => {
    const { client } = await proTraveller(server);
    const { europe, boulder } = await travels(client);
    const highlights = await client.get('/api/stats/highlights');
    expect(highlights.status).toBe(200);
    expect(highlights.body.distanceSources).toEqual({ route: 1, stops: 1, typed: 1 });
    expect(highlights.body.regions).toEqual(expect.arrayContaining(['US-CO', 'DE-16']));
    expect(highlights.body.records.longestTrip).toMatchObject({ tripId: europe.id, days: 9 });
    expect(highlights.body.records.mostPhotographed).toMatchObject({
      tripId: europe.id,
      name: 'Berlin',
      photos: 1,
    });
    expect(highlights.body.records.longestDay).toMatchObject({ tripId: europe.id, date: '2025-06-07' });
    expect(highlights.body.trips.find((t: { tripId: number }) => t.tripId === boulder.id)).toMatchObject({
      distanceSource: 'route',
      startDate: '2024-09-01',
    });
    expect(highlights.body.places.reduce((n: number, cell: number[]) => n + (cell[2] as number), 0)).toBe(5);
    const year = await client.get('/api/stats/highlights?year=2024');
    expect(year.body.trips).toHaveLength(1);
    expect(year.body.months).toEqual([
      { month: '2024-09', trips: 1, days: 2, distanceMiles: round1(routeMiles(ROUTE)) },
    ]);
  });

  it('keeps each trip’s figures up to date on every change, without waiting for a read', async () => {
    const { client } = await proTraveller(server);
    const { colorado } = await travels(client);
    await client.get('/api/stats');
    const stop = await addStop(client, colorado.id, {
      name: 'Moab',
      latitude: 38.5733,
      longitude: -109.5498,
      arrivalTime: '2025-06-10T10:00:00.000Z',
    });
    const db = server.database.db;
    const current = async () => {
      const [row] = await db
        .select({ stored: tripStats.contentVersion, version: trips.contentVersion, stops: tripStats.stops })
        .from(trips)
        .innerJoin(tripStats, eq(tripStats.tripId, trips.id))
        .where(eq(trips.id, colorado.id));
      return row?.stored === row?.version ? row : null;
    };
    await expect.poll(current, { timeout: 10_000 }).toMatchObject({ stops: 2 });
    expect((await client.get('/api/stats/2025')).body.stops).toBe(5);
    await client.delete(`/api/stops/${stop.id}`);
    expect((await client.get('/api/stats/2025')).body.stops).toBe(4);
    await client.delete(`/api/trips/${colorado.id}`);
    const after = (await client.get('/api/stats')).body;
    expect(after.trips).toBe(2);
    expect(after.countries.find((c: { code: string }) => c.code === 'US')).toMatchObject({
      firstVisit: '2024-09-01',
      trips: 1,
    });
  });

  it('answers simultaneous reads alike', async () => {
    const { client } = await proTraveller(server);
    await travels(client);
    const replies = await Promise.all(Array.from({ length: 6 }, () => client.get('/api/stats')));
    for (const reply of replies) expect(reply.body).toEqual(replies[0]?.body);
  });

  it('is a Pro feature: 403 plan_required below Pro, 401 without a session', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    for (const tier of ['free', 'premium'] as const) {
      await setPlan(server, user.id, tier);
      for (const url of ['/api/stats', '/api/stats/2025', '/api/stats/highlights']) {
        const response = await client.get(url);
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('plan_required');
      }
    }
    expect((await server.client().get('/api/stats')).status).toBe(401);
    expect((await server.client().get('/api/stats/2025')).status).toBe(401);
  });

  it.each(['abc', '1800', '20250', '2025.5'])('refuses the year %s with 400', async (year) => {
    const { client } = await proTraveller(server);
    const response = await client.get(`/api/stats/${year}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'validation',
      message: 'Year must be a whole number between 1900 and 9999',
    });
  });
});

describe('GET /api/trips/:id/analytics', () => {
  const minute = (day: number, hour: number, m: number) =>
    new Date(Date.UTC(2024, 8, day, hour, m)).toISOString();
  // Day one: 39 minutes driving north, then ten minutes standing. Day two: on from there, 19 minutes east.
  const drive = Array.from({ length: 40 }, (_, i) => ({
    lat: 39.7 + i * 0.007,
    lng: -105,
    time: minute(1, 9, i),
  }));
  const last = drive.at(-1) as (typeof drive)[number];
  const stand = Array.from({ length: 10 }, (_, i) => ({
    lat: last.lat,
    lng: last.lng,
    time: minute(1, 9, 40 + i),
  }));
  const nextDay = Array.from({ length: 20 }, (_, i) => ({
    lat: last.lat,
    lng: -105 + i * 0.01,
    time: minute(2, 10, i),
  }));
  const points = [...drive, ...stand, ...nextDay];

  it('gives distance per day, driving and stopped time and the average moving speed from the route’s times', async () => {
    const { client } = await proTraveller(server);
    const trip = await createTrip(client, { startDate: day('2024-09-01'), endDate: day('2024-09-02') });
    await client.post(`/api/trips/${trip.id}/route/points`, { points });
    const response = await client.get(`/api/trips/${trip.id}/analytics`);
    expect(response.status).toBe(200);
    const miles = routeMiles(points);
    expect(response.body).toMatchObject({
      distanceSource: 'route',
      timed: true,
      movingSeconds: 39 * 60 + 19 * 60,
      stoppedSeconds: 10 * 60,
      days: [
        { date: '2024-09-01', movingSeconds: 39 * 60, stoppedSeconds: 600 },
        { date: '2024-09-02', movingSeconds: 19 * 60, stoppedSeconds: 0 },
      ],
    });
    expect(response.body.distanceMiles).toBeCloseTo(miles, 1);
    expect(response.body.averageMovingMph).toBeCloseTo(miles / (58 / 60), 0);
    const dayMiles = response.body.days.reduce(
      (n: number, d: { distanceMiles: number }) => n + d.distanceMiles,
      0,
    );
    expect(dayMiles).toBeCloseTo(miles, 0);
  });

  it('keeps the route’s days when a stop is added, and counts the points recorded since', async () => {
    const { client } = await proTraveller(server);
    const trip = await createTrip(client, { startDate: day('2024-09-01'), endDate: day('2024-09-02') });
    await client.post(`/api/trips/${trip.id}/route/points`, { points: drive });
    const firstDay = { date: '2024-09-01', movingSeconds: 39 * 60, stoppedSeconds: 0 };
    expect((await client.get(`/api/trips/${trip.id}/analytics`)).body.days).toMatchObject([firstDay]);

    await addStop(client, trip.id, { name: 'Denver', ...DENVER, arrivalTime: '2024-09-01T18:00:00.000Z' });
    const withStop = await client.get(`/api/trips/${trip.id}/analytics`);
    expect(withStop.body).toMatchObject({ distanceSource: 'route', days: [firstDay] });

    await client.post(`/api/trips/${trip.id}/route/points`, { points: [...stand, ...nextDay] });
    expect((await client.get(`/api/trips/${trip.id}/analytics`)).body.days).toMatchObject([
      { date: '2024-09-01', movingSeconds: 39 * 60, stoppedSeconds: 600 },
      { date: '2024-09-02', movingSeconds: 19 * 60, stoppedSeconds: 0 },
    ]);
  });

  it('says when there are no times to tell driving from standing', async () => {
    const { client } = await proTraveller(server);
    const trip = await createTrip(client, { totalMiles: 120 });
    await addStop(client, trip.id, { name: 'Denver', ...DENVER, arrivalTime: '2026-05-02T10:00:00.000Z' });
    const response = await client.get(`/api/trips/${trip.id}/analytics`);
    expect(response.body).toEqual({
      distanceMiles: 120,
      distanceSource: 'typed',
      timed: false,
      movingSeconds: 0,
      stoppedSeconds: 0,
      averageMovingMph: null,
      days: [],
    });
  });

  it('is the owner’s and Pro: 404 for someone else’s trip, 403 below Pro, 401 signed out, 400 for a bad id', async () => {
    const { client } = await proTraveller(server);
    const trip = await createTrip(client, {});
    const stranger = await proTraveller(server);
    expect((await stranger.client.get(`/api/trips/${trip.id}/analytics`)).status).toBe(404);
    const free = server.client();
    await signUp(free);
    const own = await createTrip(free, {});
    const refused = await free.get(`/api/trips/${own.id}/analytics`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('plan_required');
    expect((await server.client().get(`/api/trips/${trip.id}/analytics`)).status).toBe(401);
    const bad = await client.get('/api/trips/abc/analytics');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
  });
});
