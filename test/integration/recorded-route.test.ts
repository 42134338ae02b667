import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeMiles, type TrackPoint } from '../../src/common/tracks/geometry';
import { bearer, json, ownerWithDevice, phone } from '../support/devices';
import type { TestClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const START = Date.parse('2026-05-02T08:00:00Z');
const timeAt = (second: number) => new Date(START + second * 1000).toISOString();

/** Overland locations, one at each second given, moving north-east. */
const locations = (seconds: number[]) =>
  seconds.map((second) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-109.5 + second * 0.0001, 38.5 + second * 0.0001] },
    properties: { timestamp: timeAt(second), altitude: 1300 },
  }));

const seconds = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

const post = (token: string, at: number[]) =>
  phone(server.baseUrl, '/api/ingest/overland', {
    body: JSON.stringify({ locations: locations(at) }),
    headers: { ...json, ...bearer(token) },
  });

async function routeOf(client: TestClient, tripId: number) {
  const route = await client.get(`/api/trips/${tripId}/route`);
  expect(route.status).toBe(200);
  return route.body as { routeData: TrackPoint[]; pointCount: number; totalDistance: number };
}

/** The route as its readers get it: every point once, in time order, its length measured over all of them. */
async function expectRouteOf(client: TestClient, tripId: number, expected: number[]) {
  const route = await routeOf(client, tripId);
  expect(route.routeData.map((point) => point.time)).toEqual(expected.map(timeAt));
  expect(route.pointCount).toBe(expected.length);
  expect(route.totalDistance).toBeCloseTo(routeMiles(route.routeData), 9);
  const gpx = await client.get(`/api/trips/${tripId}/export.gpx`);
  expect(gpx.text.match(/<trkpt /g)).toHaveLength(expected.length);
}

async function partsOf(tripId: number): Promise<number> {
  const { rows } = await server.database.pool.query(
    'select count(*)::int as n from gps_route_parts p join gps_routes r on r.id = p.route_id where r.trip_id = $1',
    [tripId],
  );
  return rows[0].n;
}

describe('a route recorded on the road', () => {
  it('adds each batch later than its end after it, the points stored before left as they are', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    for (const from of [0, 10, 20]) expect((await post(device.token, seconds(from, 10))).status).toBe(200);
    expect(await partsOf(tripId)).toBe(2);
    await expectRouteOf(client, tripId, seconds(0, 30));
  });

  it('merges a batch reaching back before its end into the route, and adds after it again', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    await post(device.token, seconds(0, 5));
    await post(device.token, seconds(20, 5));
    // Sent late, from the gap and on to a moment stored already.
    await post(device.token, [12, 10, 11, 20]);
    expect(await partsOf(tripId)).toBe(0);
    await post(device.token, [30, 31]);
    expect(await partsOf(tripId)).toBe(1);
    await expectRouteOf(client, tripId, [...seconds(0, 5), 10, 11, 12, ...seconds(20, 5), 30, 31]);
  });

  it('takes batches sent at once, in any order, each point once', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    await post(device.token, seconds(0, 3));
    const batches = [seconds(40, 10), seconds(10, 10), seconds(30, 10), seconds(20, 10)];
    const replies = await Promise.all(batches.map((batch) => post(device.token, batch)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    await expectRouteOf(client, tripId, [...seconds(0, 3), ...seconds(10, 40)]);
  });

  it('adds nothing for points at moments it holds, whoever sends them', async () => {
    const { client, tripId, device } = await ownerWithDevice(server, 'overland');
    await post(device.token, seconds(0, 5));
    await post(device.token, seconds(5, 5));
    expect((await post(device.token, seconds(5, 5))).status).toBe(200);
    const points = (at: number[]) => at.map((second) => ({ lat: 38.5, lng: -109.5, time: timeAt(second) }));
    const again = await client.post(`/api/trips/${tripId}/route/points`, { points: points([9]) });
    expect(again.body).toMatchObject({ added: 0, totalPoints: 10 });
    const onward = await client.post(`/api/trips/${tripId}/route/points`, { points: points([10, 10, 11]) });
    expect(onward.body).toMatchObject({ added: 2, totalPoints: 12 });
    const route = await routeOf(client, tripId);
    expect(route.routeData.map((point) => point.time)).toEqual(seconds(0, 12).map(timeAt));
  });

  it('is written whole again once it has many parts, and reads the same', async () => {
    const { client, tripId } = await ownerWithDevice(server, 'overland');
    const point = (second: number) => ({ lat: 38.5 + second * 0.0001, lng: -109.5, time: timeAt(second) });
    for (let second = 0; second < 70; second++) {
      const reply = await client.post(`/api/trips/${tripId}/route/points`, { points: [point(second)] });
      expect(reply.body).toMatchObject({ added: 1, totalPoints: second + 1 });
    }
    expect(await partsOf(tripId)).toBeLessThan(64);
    await expectRouteOf(client, tripId, seconds(0, 70));
  });
});
