import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip, sampleTrip } from '../support/trips';
import { makeAdmin, signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/trips', () => {
  it('creates a trip whose fields round-trip, and lists it', async () => {
    const client = server.client();
    await signUp(client);
    const response = await client.post('/api/trips', sampleTrip());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Canyon Country',
      description: 'Arches, canyons and a lot of red rock.',
      startLocation: 'Denver, CO',
      endLocation: 'Las Vegas, NV',
      startDate: '2026-05-01T00:00:00.000Z',
      endDate: '2026-05-08T00:00:00.000Z',
      totalMiles: 812,
      drivingTime: '13h 20m',
      status: 'completed',
      shareUrl: null,
    });
    const detail = await client.get(`/api/trips/${response.body.id}`);
    expect(detail.body).toMatchObject({ ...response.body, canEdit: true, updatedAt: expect.any(String) });
    expect((await client.get('/api/trips')).body.map((t: { id: number }) => t.id)).toContain(
      response.body.id,
    );
  });

  it('fills defaults and decides the status from the start date when none is sent', async () => {
    const client = server.client();
    await signUp(client);
    const { totalMiles: _m, drivingTime: _d, status: _s, description: _desc, ...bare } = sampleTrip();
    const future = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const later = new Date(Date.now() + 12 * 86_400_000).toISOString();
    const response = await client.post('/api/trips', { ...bare, startDate: future, endDate: later });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      totalMiles: 0,
      drivingTime: '0h 0m',
      status: 'draft',
      description: null,
    });
  });

  it('refuses a planned trip that starts in the past, but takes a trip under way that started earlier', async () => {
    const client = server.client();
    await signUp(client);
    const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const plan = { startDate: daysFromNow(-3), endDate: daysFromNow(4) };
    const draft = await client.post('/api/trips', sampleTrip({ ...plan, status: 'draft' }));
    expect(draft.status).toBe(400);
    expect(draft.body).toMatchObject({
      code: 'validation',
      message: 'An upcoming trip cannot start in the past',
    });
    const underWay = await client.post('/api/trips', sampleTrip({ ...plan, status: 'active' }));
    expect(underWay.status).toBe(201);
    expect(underWay.body.status).toBe('active');

    const planned = await client.post(
      '/api/trips',
      sampleTrip({ status: 'draft', startDate: daysFromNow(5), endDate: daysFromNow(9) }),
    );
    expect(planned.status).toBe(201);
    const moved = await client.put(`/api/trips/${planned.body.id}`, { startDate: daysFromNow(-2) });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('An upcoming trip cannot start in the past');
    expect((await client.put(`/api/trips/${planned.body.id}`, { title: 'Renamed' })).status).toBe(200);
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: undefined }, 'Title is required'],
    [{ startLocation: ' ' }, 'Start location is required'],
    [{ endLocation: undefined }, 'End location is required'],
    [{ startDate: 'not a date' }, 'Start date is required'],
    [{ endDate: undefined }, 'End date is required'],
    [{ endDate: '2026-04-01T00:00:00.000Z' }, 'End date cannot be before the start date'],
    [{ totalMiles: -4 }, 'Total miles cannot be negative'],
    [{ totalMiles: 'lots' }, 'Total miles must be a number'],
    [{ status: 'suspended' }, 'Status must be draft, active or completed'],
  ])('refuses %o with "%s"', async (override, message) => {
    const client = server.client();
    await signUp(client);
    const response = await client.post('/api/trips', sampleTrip(override));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('needs a session', async () => {
    expect((await server.client().post('/api/trips', sampleTrip())).status).toBe(401);
  });
});

describe('GET, PUT and DELETE /api/trips/:id', () => {
  it('edits title, description and dates', async () => {
    const client = server.client();
    await signUp(client);
    const trip = await createTrip(client);
    const response = await client.put(`/api/trips/${trip.id}`, {
      title: 'Red Rock Loop',
      description: '',
      startDate: '2026-05-02T00:00:00.000Z',
      endDate: '2026-05-09T00:00:00.000Z',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Red Rock Loop',
      description: null,
      startDate: '2026-05-02T00:00:00.000Z',
      totalMiles: 812,
    });
  });

  it('refuses an end date before the stored start date', async () => {
    const client = server.client();
    await signUp(client);
    const trip = await createTrip(client);
    const response = await client.put(`/api/trips/${trip.id}`, { endDate: '2026-04-01T00:00:00.000Z' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('End date cannot be before the start date');
    expect((await client.put(`/api/trips/${trip.id}`, { title: '  ' })).body.message).toBe(
      'Title is required',
    );
  });

  it("answers 404 for someone else's trip, for every verb, and leaves it unchanged", async () => {
    const owner = server.client();
    await signUp(owner);
    const trip = await createTrip(owner);
    const stranger = server.client();
    await signUp(stranger);
    for (const response of [
      await stranger.get(`/api/trips/${trip.id}`),
      await stranger.put(`/api/trips/${trip.id}`, { title: 'Mine now' }),
      await stranger.delete(`/api/trips/${trip.id}`),
      await stranger.get('/api/trips/999999'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Trip not found');
    }
    expect((await owner.get(`/api/trips/${trip.id}`)).body.title).toBe('Canyon Country');
    expect((await stranger.get('/api/trips')).body).toEqual([]);
  });

  it('answers 400 for an id that is not a number', async () => {
    const client = server.client();
    await signUp(client);
    const response = await client.get('/api/trips/abc');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Trip id must be a number');
  });

  it('deletes a trip with its stops', async () => {
    const client = server.client();
    await signUp(client);
    const trip = await createTrip(client);
    await client.post(`/api/trips/${trip.id}/stops`, { name: 'Moab', latitude: 38.57, longitude: -109.55 });
    const response = await client.delete(`/api/trips/${trip.id}`);
    expect(response.status).toBe(200);
    expect((await client.get(`/api/trips/${trip.id}`)).status).toBe(404);
    expect((await client.get(`/api/trips/${trip.id}/stops`)).status).toBe(404);
  });

  it('needs a session', async () => {
    const client = server.client();
    for (const response of [
      await client.get('/api/trips/1'),
      await client.put('/api/trips/1', { title: 'x' }),
      await client.delete('/api/trips/1'),
      await client.get('/api/trips/1/route'),
      await client.get('/api/trips/1/photos'),
    ]) {
      expect(response.status).toBe(401);
    }
  });
});

describe('GET /api/trips/:id/route and /photos', () => {
  it('gives an empty route and no photos for a new trip, 404 to strangers', async () => {
    const client = server.client();
    await signUp(client);
    const trip = await createTrip(client);
    const route = await client.get(`/api/trips/${trip.id}/route`);
    expect(route.status).toBe(200);
    expect(route.body).toMatchObject({ tripId: trip.id, routeData: [], totalDistance: 0 });
    expect((await client.get(`/api/trips/${trip.id}/photos`)).body).toEqual([]);

    const stranger = server.client();
    await signUp(stranger);
    expect((await stranger.get(`/api/trips/${trip.id}/route`)).status).toBe(404);
    expect((await stranger.get(`/api/trips/${trip.id}/photos`)).status).toBe(404);
  });
});

describe('administrators', () => {
  it('read any trip, but only its owner may change it', async () => {
    const admins = await startTestServer({ env: { ADMIN_USERNAMES: 'trip_admin' } });
    try {
      const owner = admins.client();
      await signUp(owner);
      const trip = await createTrip(owner);
      const admin = admins.client();
      await signUp(admin, { username: 'trip_admin' });
      await makeAdmin(admins, 'trip_admin');
      const read = await admin.get(`/api/trips/${trip.id}`);
      expect(read.status).toBe(200);
      expect(read.body.canEdit).toBe(false);
      expect((await admin.put(`/api/trips/${trip.id}`, { title: 'Changed' })).status).toBe(404);
    } finally {
      await admins.close();
    }
  });
});
