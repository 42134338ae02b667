import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, form, ownerWithDevice, phone } from '../support/devices';
import { startTestServer, TEST_AUTH_LIMITS, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GPSLogger for Android', () => {
  it('stores a point sent by its default URL template (GET)', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'gpslogger');
    // The app's default: lat=%LAT&longitude=%LON&time=%TIME&s=%SPD, with the token added.
    const response = await phone(
      server.baseUrl,
      `/api/ingest/gpslogger?token=${device.token}&lat=38.5733&longitude=-109.5498&time=2026-05-02T15:00:00.949Z&s=9.5`,
      { method: 'GET' },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: 'ok', stored: 1, skipped: 0 });
    const route = (await client.get(`/api/trips/${tripId}/route`)).body;
    expect(route.routeData).toEqual([{ lat: 38.5733, lng: -109.5498, time: '2026-05-02T15:00:00.949Z' }]);
    const again = await phone(
      server.baseUrl,
      `/api/ingest/gpslogger?token=${device.token}&lat=38.5733&longitude=-109.5498&time=2026-05-02T15:00:00.949Z&s=9.5`,
      { method: 'GET' },
    );
    expect(again.body).toEqual({ result: 'ok', stored: 0, skipped: 0 });
  });

  it('stores a point of the URL the setup shows, every placeholder filled', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'gpslogger');
    const query =
      'lat=12.193&lon=19.111&time=2026-05-03T19:24:29.949Z&alt=45.0&acc=8.0&spd=9005.0&batt=91.0&desc=blah';
    const response = await phone(server.baseUrl, `/api/ingest/gpslogger?${query}`, {
      method: 'GET',
      headers: bearer(device.token),
    });
    expect(response.status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}/route`)).body.routeData).toEqual([
      { lat: 12.193, lng: 19.111, time: '2026-05-03T19:24:29.949Z', ele: 45 },
    ]);
  });

  it("stores Home Assistant's form body (POST), timed by epoch seconds", async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'gpslogger');
    const body = new URLSearchParams({
      latitude: '38.6',
      longitude: '-109.6',
      device: 'SRS11',
      accuracy: '8.0',
      battery: '91',
      speed: '3.2',
      direction: '359.0',
      altitude: '1200',
      provider: 'gps',
      activity: '',
      timestamp: String(Date.UTC(2026, 4, 4, 12) / 1000),
    }).toString();
    const response = await phone(server.baseUrl, `/api/ingest/gpslogger?token=${device.token}`, {
      body,
      headers: form,
    });
    expect(response.status).toBe(200);
    expect(response.body.stored).toBe(1);
    expect((await client.get(`/api/trips/${tripId}/route`)).body.routeData).toEqual([
      { lat: 38.6, lng: -109.6, time: '2026-05-04T12:00:00.000Z', ele: 1200 },
    ]);
  });

  it('refuses a point without coordinates, or with a bad one, with 400', async () => {
    const { device } = await ownerWithDevice(server, 'gpslogger');
    const none = await phone(
      server.baseUrl,
      `/api/ingest/gpslogger?token=${device.token}&time=2026-05-02T15:00:00Z`,
      {
        method: 'GET',
      },
    );
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      code: 'validation',
      message: 'Send `lat` and `lon` (or `latitude` and `longitude`) as numbers',
    });
    const far = await phone(server.baseUrl, `/api/ingest/gpslogger?token=${device.token}&lat=95&lon=1`, {
      method: 'GET',
    });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('Latitude must be a number from -90 to 90');
    expect((await phone(server.baseUrl, '/api/ingest/gpslogger?lat=1&lon=1', { method: 'GET' })).status).toBe(
      401,
    );
  });
});

describe('the rate of a device token', () => {
  it('answers 429 with Retry-After past its limit', async () => {
    const limited = await startTestServer({
      authLimits: { ...TEST_AUTH_LIMITS, ingestPerDevice: { points: 2, seconds: 60 } },
    });
    try {
      const { device } = await ownerWithDevice(limited, 'gpslogger');
      const url = (second: number) =>
        `/api/ingest/gpslogger?token=${device.token}&lat=38.5&lon=-109.5&time=2026-05-02T15:00:0${second}Z`;
      expect((await phone(limited.baseUrl, url(1), { method: 'GET' })).status).toBe(200);
      expect((await phone(limited.baseUrl, url(2), { method: 'GET' })).status).toBe(200);
      const refused = await fetch(new URL(url(3), limited.baseUrl));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});

describe('bodies labelled otherwise', () => {
  it('reads form fields sent as text/plain', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'gpslogger');
    const response = await phone(server.baseUrl, `/api/ingest/gpslogger?token=${device.token}`, {
      body: 'lat=38.9&lon=-109.9&time=2026-05-06T07:00:00Z',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}/route`)).body.routeData).toEqual([
      { lat: 38.9, lng: -109.9, time: '2026-05-06T07:00:00.000Z' },
    ]);
  });
});
