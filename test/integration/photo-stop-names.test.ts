import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, photoForm } from '../support/images';
import { startNominatimStandIn } from '../support/nominatim';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, ownerWithTrip } from '../support/trips';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BIXBY_BRIDGE = { lat: 36.3712, lon: -121.902 };
const MCWAY_FALLS = { lat: 36.158, lon: -121.672 };
const BIG_SUR = { lat: 36.2704, lon: -121.8081 };
const SANTA_BARBARA = { lat: 34.4208, lon: -119.6982 };
/** 4 km from Carmel Valley Village, a village of 4,400 people. */
const ABOVE_CARMEL_VALLEY = { lat: 36.4797, lon: -121.7322 };

type Client = Awaited<ReturnType<typeof ownerWithTrip>>['client'];

async function upload(client: Client, tripId: number, gps: { lat: number; lon: number }, fields = {}) {
  const response = await client.post(
    `/api/trips/${tripId}/photos`,
    photoForm(await makeJpeg({ gps }), 'photo.jpg', fields),
  );
  expect(response.status).toBe(201);
  return response.body as {
    id: number;
    autoStopCreated: boolean;
    hasGPS: boolean;
    stopId: number;
    stop: { id: number; name: string };
    distanceFromStop: number | null;
  };
}

const stopNames = async (client: Client, tripId: number) =>
  ((await client.get(`/api/trips/${tripId}/stops`)).body as { name: string }[]).map((s) => s.name).sort();

describe('stops made from photos', () => {
  it('are named after the sight they were taken at, not the nearest village', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    expect((await upload(client, tripId, BIXBY_BRIDGE)).stop.name).toBe('Bixby Bridge');
    expect((await upload(client, tripId, MCWAY_FALLS)).stop.name).toBe('McWay Falls');
    expect((await upload(client, tripId, BIG_SUR)).stop.name).toBe('Big Sur');
    expect(await stopNames(client, tripId)).toEqual(['Big Sur', 'Bixby Bridge', 'McWay Falls']);
  });

  it('say "Near" a village the photo was taken outside of, and gather such photos in one stop', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const first = await upload(client, tripId, ABOVE_CARMEL_VALLEY);
    expect(first).toMatchObject({ autoStopCreated: true, stop: { name: 'Near Carmel Valley Village' } });
    // 900 m away: past the 200 m of one spot, but the same place.
    const second = await upload(client, tripId, { lat: ABOVE_CARMEL_VALLEY.lat + 0.008, lon: -121.7322 });
    expect(second).toMatchObject({ autoStopCreated: false, hasGPS: true, stopId: first.stopId });
    expect(await stopNames(client, tripId)).toEqual(['Near Carmel Valley Village']);
  });

  it('join a stop of the same place 1.7 km away instead of making a second one by that name', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId, {
      name: 'Santa Barbara, CA',
      latitude: SANTA_BARBARA.lat,
      longitude: SANTA_BARBARA.lon,
    });
    const photo = await upload(client, tripId, {
      lat: SANTA_BARBARA.lat + 0.012,
      lon: SANTA_BARBARA.lon + 0.008,
    });
    expect(photo).toMatchObject({ autoStopCreated: false, hasGPS: true, stopId: stop.id });
    expect(photo.distanceFromStop).toBeGreaterThan(1400);
    expect(photo.distanceFromStop).toBeLessThan(1700);
    expect(await stopNames(client, tripId)).toEqual(['Santa Barbara, CA']);
  });

  it('do not join a stop of the same name far away: another Springfield is another stop', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    // Springfield, Illinois, typed by hand; the photo is from Springfield, Missouri.
    await addStop(client, tripId, { name: 'Springfield', latitude: 39.8017, longitude: -89.6437 });
    const photo = await upload(client, tripId, { lat: 37.2153, lon: -93.2982 });
    expect(photo).toMatchObject({ autoStopCreated: true, stop: { name: 'Springfield' } });
    expect(await stopNames(client, tripId)).toEqual(['Springfield', 'Springfield']);
  });

  it('make one stop of simultaneous photos of one new place', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const photos = await Promise.all(
      [0, 0.002, 0.004, 0.006].map((offset) =>
        upload(client, tripId, { lat: MCWAY_FALLS.lat + offset / 10, lon: MCWAY_FALLS.lon + offset }),
      ),
    );
    expect(new Set(photos.map((p) => p.stopId)).size).toBe(1);
    expect(photos.filter((p) => p.autoStopCreated)).toHaveLength(1);
    expect(await stopNames(client, tripId)).toEqual(['McWay Falls']);
  });

  it('Find Place Name and the reverse lookup use the same names', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId, {
      name: '36.3712, -121.9020',
      latitude: BIXBY_BRIDGE.lat,
      longitude: BIXBY_BRIDGE.lon,
    });
    const named = await client.post(`/api/stops/${stop.id}/find-place-name`);
    expect(named.status).toBe(200);
    expect(named.body.name).toBe('Bixby Bridge');
    const near = await client.get(
      `/api/places/reverse?lat=${ABOVE_CARMEL_VALLEY.lat}&lon=${ABOVE_CARMEL_VALLEY.lon}`,
    );
    expect(near.body).toMatchObject({
      name: 'Near Carmel Valley Village',
      display_name: 'Near Carmel Valley Village, CA, United States',
    });
    // 45 km out in the Mojave: the place it is nearest to for its size, and the way to go from there.
    const far = await client.get('/api/places/reverse?lat=35.05&lon=-116.35');
    expect(far.status).toBe(200);
    expect(far.body.name).toMatch(/^(North|Northeast|East|Southeast|South|Southwest|West|Northwest) of /);
  });
});

describe('a photo added to a stop the traveller chose', () => {
  it('stays on that stop and says how far from it it was taken, never that the stop is nearby', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const monterey = await addStop(client, tripId, {
      name: 'Monterey',
      latitude: 36.6002,
      longitude: -121.8947,
    });
    const far = await upload(client, tripId, SANTA_BARBARA, { stopId: String(monterey.id) });
    expect(far).toMatchObject({ hasGPS: true, autoStopCreated: false, stopId: monterey.id });
    expect(far.distanceFromStop).toBeGreaterThan(300_000);
    expect(far.distanceFromStop).toBeLessThan(320_000);
    const near = await upload(
      client,
      tripId,
      { lat: 36.601, lon: -121.8947 },
      { stopId: String(monterey.id) },
    );
    expect(near.distanceFromStop).toBeLessThan(200);
    const unlocated = await addStop(client, tripId, { name: 'Somewhere', latitude: 0, longitude: 0 });
    const onUnlocated = await upload(client, tripId, SANTA_BARBARA, { stopId: String(unlocated.id) });
    expect(onUnlocated).toMatchObject({ stopId: unlocated.id, distanceFromStop: null });
    expect(await stopNames(client, tripId)).toEqual(['Monterey', 'Somewhere']);
  });

  it('can be given a stop where it was taken when that is far from the stop it was added to', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const monterey = await addStop(client, tripId, {
      name: 'Monterey',
      latitude: 36.6002,
      longitude: -121.8947,
    });
    const far = await upload(client, tripId, SANTA_BARBARA, { stopId: String(monterey.id) });
    const near = await upload(
      client,
      tripId,
      { lat: 36.601, lon: -121.8947 },
      { stopId: String(monterey.id) },
    );

    const kept = await client.post(`/api/photos/${near.id}/create-stop`);
    expect(kept.status).toBe(400);
    expect(kept.body).toEqual({ message: 'This photo already belongs to a stop', code: 'validation' });
    const stranger = await ownerWithTrip(server);
    expect((await stranger.client.post(`/api/photos/${far.id}/create-stop`)).status).toBe(404);
    expect((await server.client().post(`/api/photos/${far.id}/create-stop`)).status).toBe(401);

    const moved = await client.post(`/api/photos/${far.id}/create-stop`);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ created: true, autoCreatedStop: { name: 'Santa Barbara' } });
    expect(moved.body.photo.stopId).toBe(moved.body.autoCreatedStop.id);
    expect(await stopNames(client, tripId)).toEqual(['Monterey', 'Santa Barbara']);
    const again = await client.post(`/api/photos/${far.id}/create-stop`);
    expect(again.status).toBe(400);
  });

  it("is refused for a stop of someone else's trip, and needs a session", async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const other = await ownerWithTrip(server);
    const theirs = await addStop(other.client, other.tripId);
    const photo = photoForm(await makeJpeg({ gps: SANTA_BARBARA }), 'a.jpg', { stopId: String(theirs.id) });
    const refused = await client.post(`/api/trips/${tripId}/photos`, photo);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'That stop is not part of this trip', code: 'validation' });
    expect((await client.post(`/api/trips/${other.tripId}/photos`, photo)).status).toBe(404);
    expect((await server.client().post(`/api/trips/${tripId}/photos`, photo)).status).toBe(401);
  });
});

describe('stops made from photos with a Nominatim-compatible geocoder', () => {
  it("join a stop of the name the service gives within the reach of the service's bounding box", async () => {
    const geocoder = await startNominatimStandIn();
    const online = await startTestServer({ env: { GEOCODER_URL: geocoder.url } });
    try {
      const { client, tripId } = await ownerWithTrip(online, { title: 'Paris' });
      const first = await upload(client, tripId, { lat: 48.86, lon: 2.34 });
      expect(first).toMatchObject({ autoStopCreated: true, stop: { name: 'Paris' } });
      // 1.1 km east, within the reach of the 3 km box the service answered with.
      const second = await upload(client, tripId, { lat: 48.86, lon: 2.355 });
      expect(second).toMatchObject({ autoStopCreated: false, stopId: first.stopId });
    } finally {
      await online.close();
      await geocoder.close();
    }
  });
});
