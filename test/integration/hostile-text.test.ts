import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture } from '../support/log-capture';
import { gpxFile, routeForm, trackPoints } from '../support/route-files';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip } from '../support/trips';
import { makeAdmin, newAccount, signUp } from '../support/users';

const NUL = '\u0000';
const LONE_HIGH = '\ud83d';
const LONE_LOW = '\ude00';

let server: TestServer;
const log = new LogCapture();
beforeAll(async () => {
  // At debug every request is logged: the most the log ever holds.
  server = await startTestServer({ env: { LOG_LEVEL: 'debug' }, logStream: log });
});
afterAll(() => server.close());

function expectRefused(
  response: { status: number; body: { message?: string; code?: string } },
  field: RegExp,
) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.code).toBe('validation');
  expect(response.body.message).toMatch(field);
}

describe('text with NUL bytes or lone surrogates', () => {
  it('is refused with a 400 naming the field, before any account is made, and no hash reaches the log', async () => {
    const register = await server.client().post('/api/register', newAccount({ firstName: `Ada${NUL}` }));
    expectRefused(register, /^First name /);
    const login = await server.client().post('/api/login', { username: `a${NUL}b`, password: 'x' });
    expectRefused(login, /^Username /);
    const lone = await server.client().post('/api/login', { username: 'someone', password: `p${LONE_LOW}` });
    expectRefused(lone, /^Password /);
    // The log is really captured: the refusals are in it, and no hash.
    expect(log.text()).toContain('"statusCode":400');
    expect(log.text()).not.toMatch(/\$argon2/);
  });

  it('is refused in query strings, path parameters and share reports', async () => {
    const client = server.client();
    await signUp(client);
    expectRefused(await client.get('/api/users/search?q=ab%00cd'), /^Q /);
    expectRefused(await client.get('/uploads/x.jpg%00'), /^Filename /);
    // A surrogate cannot be percent-encoded as UTF-8 at all: the router refuses the URL itself.
    expect((await client.get('/uploads/thumbs/x%ED%A0%80.webp')).status).toBe(400);
    const report = await server
      .client()
      .post('/api/shared-trip/abcdefghijklmnopqrst/report', { reason: `spam${NUL}` });
    expectRefused(report, /^Reason /);
  });

  it('is refused in nested JSON, where it would be stored as JSON', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    await makeAdmin(server, user.username);
    const maintenance = await client.post('/api/admin/maintenance', {
      scheduledDate: '2027-01-01',
      duration: '1h',
      message: `Back soon ${LONE_HIGH}`,
    });
    expectRefused(maintenance, /^Message /);
    const trip = await createTrip(client);
    const points = await client.post(`/api/trips/${trip.id}/route/points`, {
      points: [{ lat: 1, lng: 2, time: `2026-01-01T00:00:00Z${NUL}` }],
    });
    expectRefused(points, /^Time /);
  });

  it('is refused in multipart field values and file names', async () => {
    const client = server.client();
    await signUp(client);
    const trip = await createTrip(client);
    const stop = await addStop(client, trip.id);
    const named = new FormData();
    named.append('photo', new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), `beach${NUL}.jpg`);
    expectRefused(await client.post(`/api/trips/${trip.id}/photos`, named), /^File name /);
    const field = new FormData();
    field.append('stopId', `${stop.id}${NUL}`);
    field.append('photo', new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), 'beach.jpg');
    expectRefused(await client.post(`/api/trips/${trip.id}/photos`, field), /^Stop id /);
  });

  it('inside an imported route file is cleaned, so the import succeeds', async () => {
    const client = server.client();
    await signUp(client);
    const trip = await createTrip(client);
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: `Look${NUL}out ${LONE_HIGH}`, time: `2026${NUL}${LONE_LOW}` },
          geometry: { type: 'Point', coordinates: [-105.2, 39.6] },
        },
        {
          type: 'Feature',
          properties: { coordinateProperties: { times: [`x${NUL}`, `y${LONE_HIGH}`] } },
          geometry: {
            type: 'LineString',
            coordinates: [
              [-105, 39],
              [-105.1, 39.1],
            ],
          },
        },
      ],
    });
    const response = await client.post(
      `/api/trips/${trip.id}/route/import`,
      routeForm(geojson, 'drive.geojson', { waypointsAsStops: 'true' }),
    );
    expect(response.status, response.text).toBe(200);
    const stops = await client.get(`/api/trips/${trip.id}/stops`);
    const names = stops.body.map((s: { name: string }) => s.name);
    expect(names.some((name: string) => name.startsWith('Lookout'))).toBe(true);
    expect(JSON.stringify(names)).not.toMatch(/\\u0000|\\ud83d/);
  });

  it('keeps a waypoint whose time is no date a stop can have, without its time', async () => {
    const client = server.client();
    await signUp(client);
    const trip = await createTrip(client);
    const gpx = gpxFile(trackPoints(3), [
      { name: 'Far past', lat: 39.6, lng: -105.2 },
      { name: 'Far future', lat: 39.7, lng: -105.3 },
    ])
      .replace('<name>Far past</name>', '<name>Far past</name><time>-005000-01-01T00:00:00Z</time>')
      .replace('<name>Far future</name>', '<name>Far future</name><time>+100000-01-01T00:00:00Z</time>');
    const response = await client.post(
      `/api/trips/${trip.id}/route/import`,
      routeForm(gpx, 'odd-times.gpx', { waypointsAsStops: 'true' }),
    );
    expect(response.status, response.text).toBe(200);
    const stops = (await client.get(`/api/trips/${trip.id}/stops`)).body as {
      name: string;
      arrivalTime: null;
    }[];
    expect(stops.map((stop) => [stop.name, stop.arrivalTime])).toEqual([
      ['Far past', null],
      ['Far future', null],
    ]);
  });
});
