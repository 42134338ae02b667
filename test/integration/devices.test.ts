import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/features/auth/tokens';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip, ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('devices', () => {
  it('adds a device with its token shown once, and lists it without the token', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const created = await client.post('/api/devices', { name: 'My phone', app: 'overland', tripId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'My phone',
      app: 'overland',
      tripId,
      lastSeenAt: null,
      pointCount: 0,
    });
    expect(typeof created.body.token).toBe('string');
    expect(created.body.token.length).toBeGreaterThan(30);
    expect(created.body.setup.url).toBe(`${server.baseUrl}/api/ingest/overland`);
    expect(created.body.setup.link).toBe(
      `overland://setup?url=${encodeURIComponent(`${server.baseUrl}/api/ingest/overland`)}&token=${created.body.token}`,
    );
    const stored = await server.database.pool.query('select token_hash from devices where id = $1', [
      created.body.id,
    ]);
    expect(stored.rows[0].token_hash).toBe(hashToken(created.body.token));
    const list = await client.get('/api/devices');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toEqual({
      id: created.body.id,
      name: 'My phone',
      app: 'overland',
      tripId,
      createdAt: created.body.createdAt,
      lastSeenAt: null,
      pointCount: 0,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);
  });

  it('gives each app its setup', async () => {
    const { client } = await ownerWithTrip(server);
    const setups: Record<string, { url: string; password?: string; link?: string; identifier?: string }> = {};
    const tokens: Record<string, string> = {};
    for (const app of ['owntracks', 'gpslogger', 'traccar', 'other'] as const) {
      const created = await client.post('/api/devices', { name: app, app });
      expect(created.status).toBe(201);
      expect(created.body.tripId).toBeNull();
      setups[app] = created.body.setup;
      tokens[app] = created.body.token;
    }
    expect(setups.owntracks).toMatchObject({
      url: `${server.baseUrl}/api/ingest/owntracks`,
      password: tokens.owntracks,
    });
    expect(setups.owntracks?.link).toMatch(/^owntracks:\/\/\/config\?inline=/);
    expect(setups.gpslogger?.url).toContain(`/api/ingest/gpslogger?token=${tokens.gpslogger}&lat=%LAT`);
    expect(setups.traccar).toMatchObject({
      url: `${server.baseUrl}/api/ingest/osmand`,
      identifier: tokens.traccar,
    });
    expect(setups.other?.url).toBe(`${server.baseUrl}/api/ingest/osmand?token=${tokens.other}`);
  });

  it('renames a device, points it at another trip or none, and revokes it', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const other = await createTrip(client, { title: 'Second' });
    const { body: device } = await client.post('/api/devices', { name: 'Phone', app: 'owntracks', tripId });
    const renamed = await client.patch(`/api/devices/${device.id}`, { name: 'Old phone', tripId: other.id });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Old phone', tripId: other.id });
    const unpointed = await client.patch(`/api/devices/${device.id}`, { tripId: null });
    expect(unpointed.body).toMatchObject({ name: 'Old phone', tripId: null });
    const revoked = await client.delete(`/api/devices/${device.id}`);
    expect(revoked.status).toBe(204);
    expect((await client.get('/api/devices')).body).toEqual([]);
    expect((await client.patch(`/api/devices/${device.id}`, { name: 'x' })).status).toBe(404);
  });

  it("answers 404 for another user's device and refuses another user's trip", async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const { body: device } = await client.post('/api/devices', { name: 'Phone', app: 'overland' });
    const stranger = server.client();
    await signUp(stranger);
    expect((await stranger.patch(`/api/devices/${device.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await stranger.delete(`/api/devices/${device.id}`)).status).toBe(404);
    expect((await stranger.get('/api/devices')).body).toEqual([]);
    const intoOthers = await stranger.post('/api/devices', { name: 'Sneaky', app: 'overland', tripId });
    expect(intoOthers.status).toBe(404);
    expect((await client.get('/api/devices')).body[0].name).toBe('Phone');
  });

  it('refuses bad input with a message and a code', async () => {
    const { client } = await ownerWithTrip(server);
    const noName = await client.post('/api/devices', { name: '', app: 'overland' });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ code: 'validation', message: 'Name is required' });
    const badApp = await client.post('/api/devices', { name: 'Phone', app: 'carrier-pigeon' });
    expect(badApp.status).toBe(400);
    expect(badApp.body.code).toBe('validation');
    expect(badApp.body.message).toContain('App must be one of');
  });

  it('takes no device token as a session', async () => {
    const { tripId, client } = await ownerWithTrip(server);
    const { body: device } = await client.post('/api/devices', { name: 'Phone', app: 'overland' });
    const asBearer = await fetch(`${server.baseUrl}/api/devices`, {
      headers: { authorization: `Bearer ${device.token}` },
    });
    expect(asBearer.status).toBe(401);
    const withToken = await fetch(`${server.baseUrl}/api/trips/${tripId}/route?token=${device.token}`);
    expect(withToken.status).toBe(401);
  });

  it('needs a session', async () => {
    expect((await server.client().get('/api/devices')).status).toBe(401);
    expect((await server.client().post('/api/devices', { name: 'x', app: 'other' })).status).toBe(401);
  });
});
