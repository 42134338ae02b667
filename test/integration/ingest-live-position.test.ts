import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, ownerWithDevice, phone } from '../support/devices';
import { openEventStream } from '../support/event-stream';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { shareLink } from '../support/trips';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const point = (lon: number, lat: number, timestamp: string) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties: { timestamp, horizontal_accuracy: 10, battery_level: 0.5 },
});

const send = (token: string, locations: unknown[]) =>
  phone(server.baseUrl, '/api/ingest/overland', {
    body: JSON.stringify({ locations }),
    headers: { ...json, ...bearer(token) },
  });

describe("the traveller's live position", () => {
  it('moves on the open trip page as the phone sends points', async () => {
    const { client, tripId, userId, device } = await ownerWithDevice(server, 'overland');
    await setPlan(server, userId, 'pro');
    expect((await client.get(`/api/trips/${tripId}/position`)).status).toBe(404);
    const stream = await openEventStream(client, `/api/trips/${tripId}/events`);
    try {
      expect(stream.status).toBe(200);
      await send(device.token, [
        point(-109.5, 38.5, '2026-05-02T10:00:00Z'),
        point(-109.6, 38.6, '2026-05-02T10:01:00Z'),
      ]);
      const position = await stream.next((event) => event.event === 'position');
      expect(position.data).toEqual({
        lat: 38.6,
        lng: -109.6,
        at: '2026-05-02T10:01:00.000Z',
        device: { id: device.id, name: 'overland phone' },
      });
      const change = await stream.next((event) => event.event === 'change');
      expect(change.data).toEqual({ type: 'route.recorded', id: tripId, actor: null });
    } finally {
      stream.close();
    }
  });

  it('stays at the latest point when a backlog of older points arrives later', async () => {
    const { client, tripId, userId, device } = await ownerWithDevice(server, 'overland');
    await setPlan(server, userId, 'pro');
    await send(device.token, [point(-109.7, 38.7, '2026-05-03T12:00:00Z')]);
    const stream = await openEventStream(client, `/api/trips/${tripId}/events`);
    try {
      await send(device.token, [point(-109.1, 38.1, '2026-05-03T08:00:00Z')]);
      const position = await stream.next((event) => event.event === 'position');
      expect(position.data).toMatchObject({ lat: 38.7, lng: -109.7, at: '2026-05-03T12:00:00.000Z' });
    } finally {
      stream.close();
    }
    expect((await client.get(`/api/trips/${tripId}/position`)).body).toMatchObject({
      lat: 38.7,
      lng: -109.7,
    });
    const route = (await client.get(`/api/trips/${tripId}/route`)).body;
    expect(route.routeData.map((p: { lat: number }) => p.lat)).toEqual([38.1, 38.7]);
  });

  it('shows on a share link only when the owner turned it on, and never inside a privacy zone', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    await send(device.token, [point(-109.5, 38.5, '2026-05-02T10:00:00Z')]);
    const hidden = await shareLink(client, tripId);
    const withoutIt = await server.client().get(`/api/shared-trip/${hidden.inviteToken}`);
    expect(withoutIt.status).toBe(200);
    expect(withoutIt.body.share.showLivePosition).toBe(false);
    expect(withoutIt.body.position).toBeNull();

    const shown = await shareLink(client, tripId, { showLivePosition: true });
    expect(shown).toMatchObject({ showLivePosition: true });
    const withIt = await server.client().get(`/api/shared-trip/${shown.inviteToken}`);
    expect(withIt.body.position).toEqual({
      lat: 38.5,
      lng: -109.5,
      at: '2026-05-02T10:00:00.000Z',
      device: { id: device.id, name: 'overland phone' },
    });

    const zones = await client.put('/api/user/privacy-zones', [
      { name: 'Camp', latitude: 38.5, longitude: -109.5, radiusMeters: 500 },
    ]);
    expect(zones.status).toBe(200);
    const inZone = await server.client().get(`/api/shared-trip/${shown.inviteToken}`);
    expect(inZone.body.position).toBeNull();
    // The owner still sees it.
    expect((await client.get(`/api/trips/${tripId}/position`)).body.lat).toBe(38.5);

    const off = await client.patch(`/api/trip-shares/${shown.id}`, { showLivePosition: false });
    expect(off.status).toBe(200);
    expect(off.body.showLivePosition).toBe(false);
  });
});
