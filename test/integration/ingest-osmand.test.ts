import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, form, json, ownerWithDevice, phone } from '../support/devices';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('Traccar Client and the OsmAnd protocol', () => {
  it('stores a point of the query fields, with the token as `id`', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'traccar');
    const timestamp = Date.UTC(2026, 4, 2, 15) / 1000;
    const response = await phone(
      server.baseUrl,
      `/api/ingest/osmand?id=${device.token}&timestamp=${timestamp}&lat=38.5733&lon=-109.5498&speed=10&bearing=90&altitude=1230&accuracy=5&batt=77`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: 'ok', stored: 1, skipped: 0 });
    expect((await client.get(`/api/trips/${tripId}/route`)).body.routeData).toEqual([
      { lat: 38.5733, lng: -109.5498, time: '2026-05-02T15:00:00.000Z', ele: 1230 },
    ]);
    const stored = await server.database.pool.query(
      'select speed, battery from device_points where device_id = $1',
      [device.id],
    );
    expect(stored.rows[0].speed).toBeCloseTo(5.144, 3);
    expect(stored.rows[0].battery).toBe(77);
  });

  it('reads `location=lat,lon`, a timestamp in milliseconds, and a form body', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'traccar');
    const ms = Date.UTC(2026, 4, 3, 8);
    await phone(
      server.baseUrl,
      `/api/ingest/osmand?deviceid=${device.token}&location=38.6,-109.6&timestamp=${ms}`,
      {
        method: 'GET',
      },
    );
    await phone(server.baseUrl, '/api/ingest/osmand', {
      body: `id=${device.token}&lat=38.7&lon=-109.7&timestamp=2026-05-03T09:00:00Z`,
      headers: form,
    });
    // `location=lat,lon` in a form body, as in the query.
    const posted = await phone(server.baseUrl, '/api/ingest/osmand', {
      body: `id=${device.token}&location=38.8,-109.8&timestamp=2026-05-03T10:00:00Z`,
      headers: form,
    });
    expect(posted.status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}/route`)).body.routeData).toEqual([
      { lat: 38.6, lng: -109.6, time: '2026-05-03T08:00:00.000Z' },
      { lat: 38.7, lng: -109.7, time: '2026-05-03T09:00:00.000Z' },
      { lat: 38.8, lng: -109.8, time: '2026-05-03T10:00:00.000Z' },
    ]);
  });

  it("stores Traccar Client's JSON body", async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'traccar');
    const body = {
      device_id: device.token,
      location: {
        timestamp: '2026-05-04T10:00:00.000Z',
        coords: {
          latitude: 38.8,
          longitude: -109.8,
          accuracy: 4.5,
          speed: 12.5,
          heading: 180,
          altitude: 1400,
        },
        is_moving: true,
        odometer: 1200,
        event: 'motionchange',
        battery: { level: 0.62, is_charging: false },
        activity: { type: 'in_vehicle' },
      },
    };
    const response = await phone(server.baseUrl, '/api/ingest/osmand', {
      body: JSON.stringify(body),
      headers: json,
    });
    expect(response.status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}/route`)).body.routeData).toEqual([
      { lat: 38.8, lng: -109.8, time: '2026-05-04T10:00:00.000Z', ele: 1400 },
    ]);
    const stored = await server.database.pool.query(
      'select speed, battery from device_points where device_id = $1',
      [device.id],
    );
    expect(stored.rows[0]).toEqual({ speed: 12.5, battery: 62 });
  });

  it('accepts any token form, ignores the push token message, refuses bad points', async () => {
    const { device } = await ownerWithDevice(server, 'other');
    const basicAuth = await phone(
      server.baseUrl,
      '/api/ingest/osmand?lat=38.5&lon=-109.5&timestamp=1777800000',
      {
        headers: basic('anyone', device.token),
      },
    );
    expect(basicAuth.status).toBe(200);
    const push = await phone(server.baseUrl, '/api/ingest/osmand', {
      body: `id=${device.token}&notificationToken=abc`,
      headers: form,
    });
    expect(push.body).toEqual({ result: 'ok', stored: 0, skipped: 0 });
    const bad = await phone(server.baseUrl, `/api/ingest/osmand?id=${device.token}&lat=38.5&lon=200`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'validation', message: 'Longitude must be a number from -180 to 180' });
    const noPlace = await phone(server.baseUrl, `/api/ingest/osmand?id=${device.token}&timestamp=1777800000`);
    expect(noPlace.status).toBe(400);
    expect(noPlace.body.code).toBe('validation');
    expect((await phone(server.baseUrl, '/api/ingest/osmand?id=nope&lat=1&lon=1')).status).toBe(401);
  });
});
