import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, ownerWithDevice, phone } from '../support/devices';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A location as Overland's README shows it (times with an offset written without a colon). */
function location(lon: number, lat: number, timestamp: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: {
      timestamp,
      altitude: 1320,
      speed: 4,
      horizontal_accuracy: 30,
      vertical_accuracy: -1,
      motion: ['driving', 'stationary'],
      pauses: false,
      activity: 'other_navigation',
      desired_accuracy: 100,
      deferred: 1000,
      significant_change: 'disabled',
      locations_in_payload: 1,
      battery_state: 'charging',
      battery_level: 0.8,
      device_id: '',
      wifi: '',
      ...extra,
    },
  };
}

const post = (token: string, body: unknown) =>
  phone(server.baseUrl, '/api/ingest/overland', {
    body: JSON.stringify(body),
    headers: { ...json, ...bearer(token) },
  });

describe('Overland', () => {
  it('stores a batch into the trip covering its day and answers {"result":"ok"}', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    const response = await post(device.token, {
      locations: [
        location(-109.5498, 38.5733, '2026-05-02T08:00:00-0700'),
        location(-109.55, 38.574, '2026-05-02T08:00:30-0700'),
      ],
      current: location(-109.55, 38.574, '2026-05-02T08:00:30-0700'),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: 'ok' });
    const route = (await client.get(`/api/trips/${tripId}/route`)).body;
    expect(route.pointCount).toBe(2);
    expect(route.routeData[0]).toEqual({
      lat: 38.5733,
      lng: -109.5498,
      time: '2026-05-02T15:00:00.000Z',
      ele: 1320,
    });
    const [listed] = (await client.get('/api/devices')).body;
    expect(listed.pointCount).toBe(2);
    expect(listed.lastSeenAt).not.toBeNull();
    const position = await client.get(`/api/trips/${tripId}/position`);
    expect(position.status).toBe(200);
    expect(position.body).toEqual({
      lat: 38.574,
      lng: -109.55,
      at: '2026-05-02T15:00:30.000Z',
      device: { id: device.id, name: 'overland phone' },
    });
  });

  it('stores a replayed batch once', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    const batch = { locations: [location(-109.5, 38.5, '2026-05-03T10:00:00Z')] };
    expect((await post(device.token, batch)).status).toBe(200);
    expect((await post(device.token, batch)).body).toEqual({ result: 'ok' });
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount).toBe(1);
    expect((await client.get('/api/devices')).body[0].pointCount).toBe(1);
  });

  it('stores 999 of a batch of 1,000 with one bad point, and answers ok so the phone moves on', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    const start = Date.parse('2026-05-04T09:00:00Z');
    const locations = Array.from({ length: 1000 }, (_, i) =>
      location(-110 + i * 0.0005, 38 + i * 0.0003, new Date(start + i * 10_000).toISOString()),
    );
    locations[500] = location(-110, 123, '2026-05-04T12:00:00Z');
    const body = JSON.stringify({ locations });
    expect(body.length).toBeGreaterThan(400_000);
    const response = await post(device.token, { locations });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: 'ok' });
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount).toBe(999);
    expect((await client.get('/api/devices')).body[0].pointCount).toBe(999);
  });

  it('makes a stop of a visit, with its arrival and departure', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    const visit = {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-109.5925, 38.7331] },
      properties: {
        timestamp: '2026-05-05T18:00:00Z',
        action: 'visit',
        arrival_date: '2026-05-05T15:00:00Z',
        departure_date: '2026-05-05T17:30:00Z',
        horizontal_accuracy: 12,
      },
    };
    expect((await post(device.token, { locations: [visit] })).status).toBe(200);
    const stops = (await client.get(`/api/trips/${tripId}/stops`)).body;
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({
      latitude: 38.7331,
      longitude: -109.5925,
      arrivalTime: '2026-05-05T15:00:00.000Z',
      departureTime: '2026-05-05T17:30:00.000Z',
    });
    expect(stops[0].name.length).toBeGreaterThan(0);
    // Sent again, the visit makes no second stop.
    expect((await post(device.token, { locations: [visit] })).status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}/stops`)).body).toHaveLength(1);
  });

  it('keeps a visit whose departure cannot be a date, or comes before its arrival, as a stop not yet left', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    const visitAt = (longitude: number, arrival: string, departure: string) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [longitude, 38.7331] },
      properties: {
        timestamp: '2026-05-06T18:00:00Z',
        action: 'visit',
        arrival_date: arrival,
        departure_date: departure,
      },
    });
    const reply = await post(device.token, {
      locations: [
        visitAt(-109.59, '2026-05-06T12:00:00Z', '+100000-01-01T00:00:00Z'),
        visitAt(-109.49, '2026-05-06T15:00:00Z', '2026-05-06T14:00:00Z'),
      ],
    });
    expect(reply.status).toBe(200);
    const stops = (await client.get(`/api/trips/${tripId}/stops`)).body;
    expect(stops).toHaveLength(2);
    for (const stop of stops) expect(stop.departureTime).toBeNull();
  });

  it('refuses a wrong, a missing and a revoked token with 401', async () => {
    const { client, device } = await ownerWithDevice(server, 'overland');
    const batch = { locations: [location(-109.5, 38.5, '2026-05-03T10:00:00Z')] };
    expect((await post('not-a-token', batch)).status).toBe(401);
    const missing = await phone(server.baseUrl, '/api/ingest/overland', {
      body: JSON.stringify(batch),
      headers: json,
    });
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('unauthorized');
    expect((await post(device.token, batch)).status).toBe(200);
    expect((await client.delete(`/api/devices/${device.id}`)).status).toBe(204);
    const revoked = await post(device.token, batch);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('unauthorized');
  });

  it('refuses malformed bodies with 400, a message and a code', async () => {
    const { device } = await ownerWithDevice(server, 'overland');
    for (const body of ['{"locations": 3}', '[1,2]', '{"locations": [', 'null']) {
      const response = await phone(server.baseUrl, '/api/ingest/overland', {
        body,
        headers: { ...json, ...bearer(device.token) },
      });
      expect(response.status, body).toBe(400);
      expect(response.body.code, body).toBe('validation');
      expect(typeof response.body.message).toBe('string');
    }
    const future = await post(device.token, { locations: [location(-109.5, 38.5, '2099-01-01T00:00:00Z')] });
    expect(future.status).toBe(400);
    expect(future.body).toEqual({
      code: 'validation',
      message: 'The point’s time is more than a day in the future',
    });
    const tooMany = await post(device.token, {
      locations: Array.from({ length: 1001 }, (_, i) =>
        location(-109, 38, new Date(Date.UTC(2026, 4, 2, 0, 0, i)).toISOString()),
      ),
    });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.code).toBe('too_large');
  });

  it('keeps points sent before any trip covers their day, and gives them to the trip made later', async () => {
    const { client, device } = await ownerWithDevice(server, 'overland');
    const batch = {
      locations: [
        location(2.2945, 48.8584, '2026-07-14T10:00:00Z'),
        location(2.295, 48.859, '2026-07-14T10:05:00Z'),
      ],
    };
    expect((await post(device.token, batch)).body).toEqual({ result: 'ok' });
    expect((await client.get('/api/devices')).body[0].pointCount).toBe(2);
    const later = await client.post('/api/trips', {
      title: 'Paris',
      startLocation: 'Paris',
      endLocation: 'Paris',
      startDate: '2026-07-13T00:00:00.000Z',
      endDate: '2026-07-15T00:00:00.000Z',
      status: 'completed',
    });
    expect(later.status).toBe(201);
    const route = (await client.get(`/api/trips/${later.body.id}/route`)).body;
    expect(route.pointCount).toBe(2);
    expect(route.routeData.map((p: { time: string }) => p.time)).toEqual([
      '2026-07-14T10:00:00.000Z',
      '2026-07-14T10:05:00.000Z',
    ]);
  });

  it('joins points that wait to a trip edited to cover their day', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    await post(device.token, { locations: [location(-112.1, 36.1, '2026-05-12T10:00:00Z')] });
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount ?? 0).toBe(0);
    const edited = await client.put(`/api/trips/${tripId}`, { endDate: '2026-05-12T00:00:00.000Z' });
    expect(edited.status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount).toBe(1);
  });

  it("does not show another user's trip position", async () => {
    const { tripId, device } = await ownerWithDevice(server, 'overland');
    await post(device.token, { locations: [location(-109.5, 38.5, '2026-05-03T10:00:00Z')] });
    const stranger = (await ownerWithDevice(server, 'overland')).client;
    expect((await stranger.get(`/api/trips/${tripId}/position`)).status).toBe(404);
  });
});
