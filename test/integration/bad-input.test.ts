import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip } from '../support/trips';
import { makeAdmin, signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('input that once reached the database unchecked', () => {
  it('answers 400, never 500, for out-of-range ids and dates', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const trip = await createTrip(client);
    const share = await client.post(`/api/trips/${trip.id}/share`, { sharedWithId: 3_000_000_000 });
    expect(share.status).toBe(400);
    expect(share.body).toMatchObject({ message: 'Person to share with is out of range', code: 'validation' });

    const ancient = await client.post('/api/trips', {
      ...{ title: 'x', startLocation: 'a', endLocation: 'b' },
      startDate: -8.64e15,
      endDate: '2026-01-01',
    });
    expect(ancient.status).toBe(400);
    expect(ancient.body.message).toBe('Start date must be a date between 1900 and 9999');
    const stop = await client.post(`/api/trips/${trip.id}/stops`, {
      name: 'x',
      arrivalTime: '-010000-01-01T00:00:00Z',
    });
    expect(stop.status).toBe(400);
    expect(stop.body.message).toBe('Arrival time must be a date and time');

    const form = new FormData();
    form.append('stopId', '99999999999');
    form.append('photo', new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), 'a.jpg');
    const photo = await client.post(`/api/trips/${trip.id}/photos`, form);
    expect(photo.status).toBe(400);

    await makeAdmin(server, user.username);
    expect((await client.post('/api/admin/users/ban', { userId: 3_000_000_000 })).status).toBe(400);
    expect((await client.get('/api/admin/users?page=100000000000000000000')).status).toBe(400);
    const maintenance = await client.post('/api/admin/maintenance', {
      scheduledDate: '-100000-01-01',
      duration: '1h',
      message: 'x',
    });
    expect(maintenance.status).toBe(400);
    await setPlan(server, user.id, 'free');
  });

  it('answers 400 for a malformed multipart body', async () => {
    const client = server.client();
    await signUp(client);
    const trip = await createTrip(client);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
      const response = await fetch(`${server.baseUrl}/api/trips/${trip.id}/photos`, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          cookie: `roadbook_sid=${client.cookies.get('roadbook_sid')}`,
        },
        body: '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nhalf a fi',
      });
      expect(response.status, contentType).toBeGreaterThanOrEqual(400);
      expect(response.status, contentType).toBeLessThan(500);
    }
  });
});

describe('public links', () => {
  it('are all removed when revoked, even after two quick clicks, and removing one by share id clears the URL', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    await setPlan(server, user.id, 'premium');
    const trip = await createTrip(client);
    const [first, second] = await Promise.all([
      client.post(`/api/trips/${trip.id}/public-link`),
      client.post(`/api/trips/${trip.id}/public-link`),
    ]);
    const tokens = [first?.body.shareUrl, second?.body.shareUrl].map((url: string) => url.split('/').pop());
    await client.delete(`/api/trips/${trip.id}/public-link`);
    for (const token of tokens)
      expect((await server.client().get(`/api/shared-trip/${token}`)).status).toBe(404);

    await client.post(`/api/trips/${trip.id}/public-link`);
    const [share] = await server.database.db.query.tripShares.findMany({
      where: (s, { eq }) => eq(s.tripId, trip.id),
    });
    expect((await client.delete(`/api/trip-shares/${share?.id}`)).status).toBe(200);
    expect((await client.get(`/api/trips/${trip.id}`)).body.shareUrl).toBeNull();
  });
});
