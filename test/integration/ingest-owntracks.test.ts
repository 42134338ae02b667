import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, bearer, json, ownerWithDevice, phone } from '../support/devices';
import { makeJpeg } from '../support/images';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A location as OwnTracks' booklet describes it (HTTP mode adds `topic`). */
const location = (tst: number, extra: Record<string, unknown> = {}) => ({
  _type: 'location',
  acc: 12,
  alt: 1230,
  batt: 85,
  bs: 1,
  conn: 'm',
  lat: 38.5733,
  lon: -109.5498,
  t: 'u',
  tid: 'jj',
  tst,
  vac: 3,
  vel: 36,
  topic: 'owntracks/jjolie/phone',
  inregions: [],
  created_at: tst + 2,
  ...extra,
});

/** 2026-05-02T15:00:00Z in epoch seconds. */
const TST = Date.UTC(2026, 4, 2, 15) / 1000;

const send = (headers: Record<string, string>, body?: unknown) =>
  phone(server.baseUrl, '/api/ingest/owntracks', {
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { ...json, 'x-limit-u': 'jjolie', 'x-limit-d': 'phone', ...headers },
  });

describe('OwnTracks', () => {
  it('stores a location sent with HTTP Basic (any user, the token as password) and answers []', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'owntracks');
    const response = await send(basic('jjolie', device.token), location(TST));
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    const route = (await client.get(`/api/trips/${tripId}/route`)).body;
    expect(route.routeData).toEqual([
      { lat: 38.5733, lng: -109.5498, time: '2026-05-02T15:00:00.000Z', ele: 1230 },
    ]);
    const stored = await server.database.pool.query(
      'select speed, battery, acc from device_points where device_id = $1',
      [device.id],
    );
    expect(stored.rows[0]).toEqual({ speed: 10, battery: 85, acc: 12 });
  });

  it('stores a replayed location once', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'owntracks');
    await send(bearer(device.token), location(TST + 60));
    expect((await send(bearer(device.token), location(TST + 60))).body).toEqual([]);
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount).toBe(1);
  });

  it('accepts and ignores the other message types, and an empty body', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'owntracks');
    const others = [
      {
        _type: 'transition',
        wtst: TST,
        lat: 38.5,
        lon: -109.5,
        tst: TST,
        acc: 10,
        tid: 'jj',
        event: 'enter',
        desc: 'Home',
        t: 'c',
      },
      { _type: 'waypoint', desc: 'Home', lat: 38.5, lon: -109.5, rad: 50, tst: TST },
      { _type: 'card', name: 'Jane Jolie', face: 'iVBORw0KGgo=', tid: 'jj' },
      { _type: 'lwt', tst: TST },
      { _type: 'status', android: { hib: 0 } },
    ];
    for (const message of others) {
      const response = await send(bearer(device.token), message);
      expect(response.status, message._type).toBe(200);
      expect(response.body).toEqual([]);
    }
    const empty = await send(bearer(device.token));
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount ?? 0).toBe(0);
  });

  it('makes a stop of a location with a poi', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'owntracks');
    const response = await send(
      bearer(device.token),
      location(TST + 3600, { poi: 'Delicate Arch', lat: 38.7436, lon: -109.4993 }),
    );
    expect(response.status).toBe(200);
    const stops = (await client.get(`/api/trips/${tripId}/stops`)).body;
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({
      name: 'Delicate Arch',
      latitude: 38.7436,
      longitude: -109.4993,
      arrivalTime: '2026-05-02T16:00:00.000Z',
    });
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount).toBe(1);
  });

  it("files a poi's image as its stop's photo, once", async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'owntracks');
    const image = (await makeJpeg()).toString('base64');
    const message = location(TST + 7200, { poi: 'Balanced Rock', image, imagename: 'rock.jpg' });
    expect((await send(bearer(device.token), message)).status).toBe(200);
    expect((await send(bearer(device.token), message)).status).toBe(200);
    const [stop] = (await client.get(`/api/trips/${tripId}/stops`)).body;
    expect(stop.name).toBe('Balanced Rock');
    const photos = (await client.get(`/api/trips/${tripId}/photos`)).body;
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ stopId: stop.id, originalName: 'rock.jpg' });
  });

  it('accepts the token in the URL, and refuses a wrong one', async () => {
    const { device } = await ownerWithDevice(server, 'owntracks');
    const inUrl = await phone(server.baseUrl, `/api/ingest/owntracks?token=${device.token}`, {
      body: JSON.stringify(location(TST + 120)),
      headers: json,
    });
    expect(inUrl.status).toBe(200);
    expect((await send(basic('jjolie', 'wrong'), location(TST))).status).toBe(401);
  });

  it('refuses bad locations and bodies with 400, a message and a code', async () => {
    const { device } = await ownerWithDevice(server, 'owntracks');
    const cases: [unknown, string][] = [
      [location(TST, { lat: 91 }), 'Latitude must be a number from -90 to 90'],
      [location(TST, { lon: -181 }), 'Longitude must be a number from -180 to 180'],
      [location(TST, { tst: 'yesterday' }), 'A location needs `tst`, its time in epoch seconds'],
      [{ lat: 1, lon: 2 }, 'An OwnTracks message must have a `_type`'],
      [[1, 2], 'An OwnTracks message must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const response = await send(bearer(device.token), body);
      expect(response.status, message).toBe(400);
      expect(response.body).toEqual({ code: 'validation', message });
    }
    const broken = await phone(server.baseUrl, '/api/ingest/owntracks', {
      body: '{"_type": "loc',
      headers: { ...json, ...bearer(device.token) },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ code: 'validation', message: 'Request body is not valid JSON' });
  });
});
