import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, ownerWithTrip } from '../support/trips';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DETAILS = {
  comments: 'Pull-out on the north side; go before 9 for the light.',
  departureTime: '2026-05-02T18:45:00.000Z',
  wikipediaUrl: 'https://en.wikipedia.org/wiki/Bixby_Creek_Bridge',
  websiteUrl: 'https://www.bigsurcalifornia.org/',
};

describe("a stop's comments, links and departure", () => {
  it('are kept and reach the owner, a share link reader and the travel guide data', async () => {
    const { client, tripId, userId } = await ownerWithTrip(server);
    await setPlan(server, userId, 'premium');
    const stop = await addStop(client, tripId, { name: 'Bixby Bridge' });
    const saved = await client.put(`/api/stops/${stop.id}`, DETAILS);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(DETAILS);

    expect((await client.get(`/api/trips/${tripId}/stops`)).body[0]).toMatchObject(DETAILS);
    expect((await client.get(`/api/trips/${tripId}/export/data`)).body.stops[0]).toMatchObject(DETAILS);
    const link = await client.post(`/api/trips/${tripId}/public-link`);
    const token = new URL(link.body.shareUrl, server.baseUrl).pathname.split('/').pop();
    const shared = await server.client().get(`/api/shared-trip/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.stops[0]).toMatchObject(DETAILS);
  });

  it('refuse a link that is not a web address, and clear with null', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId);
    const script = await client.put(`/api/stops/${stop.id}`, { websiteUrl: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(script.body).toMatchObject({ message: 'Website URL must be a valid URL', code: 'validation' });
    await client.put(`/api/stops/${stop.id}`, DETAILS);
    const cleared = await client.put(`/api/stops/${stop.id}`, {
      comments: null,
      departureTime: null,
      wikipediaUrl: '',
      websiteUrl: null,
    });
    expect(cleared.body).toMatchObject({
      comments: null,
      departureTime: null,
      wikipediaUrl: null,
      websiteUrl: null,
    });
  });

  it("cannot be written on someone else's stop or without a session", async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId);
    const stranger = await ownerWithTrip(server);
    expect((await stranger.client.put(`/api/stops/${stop.id}`, DETAILS)).status).toBe(404);
    expect((await server.client().put(`/api/stops/${stop.id}`, DETAILS)).status).toBe(401);
    expect((await client.get(`/api/trips/${tripId}/stops`)).body[0]).toMatchObject({ comments: null });
  });
});
