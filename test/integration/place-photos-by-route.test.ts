import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoPlacements } from '../../src/server/db/schema';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { setPlan } from '../support/plans';
import { gpxFile, routeForm } from '../support/route-files';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip, ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MOAB = { lat: 38.5733, lng: -109.5498 };
const MINUTE = 60_000;
/** The drive's latitude `minutes` after it set off from Moab: north, a hundredth of a degree (1.1 km) a minute. */
const latAt = (minutes: number) => Number((MOAB.lat + minutes * 0.01).toFixed(5));

interface Photo {
  id: number;
  stopId: number | null;
  latitude: number | null;
  longitude: number | null;
  takenAt: string | null;
}
interface Placement {
  placed: { photoId: number; lat: number; lng: number; stopId: number | null; stopName: string }[];
  unplaced: number;
  placementId: number | null;
}

/** A photo from a camera: its clock in its EXIF, no GPS. */
async function cameraPhoto(client: TestClient, tripId: number, name: string, clock: string, fields = {}) {
  const response = await client.post(
    `/api/trips/${tripId}/photos`,
    photoForm(await makeJpeg({ takenAt: clock }), name, fields),
  );
  expect(response.status).toBe(201);
  expect(response.body.hasGPS).toBe(false);
  return response.body as Photo & { takenAt: string };
}

/** A GPX of an hour's drive north from Moab, a point a minute, starting at `start`. */
async function importDrive(client: TestClient, tripId: number, start: number) {
  const points = Array.from({ length: 61 }, (_, minute) => ({
    lat: latAt(minute),
    lng: MOAB.lng,
    time: new Date(start + minute * MINUTE).toISOString(),
  }));
  const response = await client.post(
    `/api/trips/${tripId}/route/import`,
    routeForm(gpxFile(points), 'drive.gpx'),
  );
  expect(response.status).toBe(200);
}

/**
 * A trip with a stop in Moab, the drive north from it and three camera photos: one as it set off (in Moab), one 40
 * minutes on, and one 31 minutes after the drive ended.
 */
async function tripWithDrive() {
  const owner = await ownerWithTrip(server);
  const { client, tripId } = owner;
  const moab = await addStop(client, tripId, { name: 'Moab', latitude: MOAB.lat, longitude: MOAB.lng });
  const setOff = await cameraPhoto(client, tripId, 'set-off.jpg', '2026:05:02 09:00:00');
  const onTheRoad = await cameraPhoto(client, tripId, 'on-the-road.jpg', '2026:05:02 09:40:00');
  const afterwards = await cameraPhoto(client, tripId, 'afterwards.jpg', '2026:05:02 10:31:00');
  await importDrive(client, tripId, Date.parse(setOff.takenAt));
  return { ...owner, moab, setOff, onTheRoad, afterwards };
}

const placeByRoute = (client: TestClient, tripId: number, body: Record<string, unknown> = {}) =>
  client.post<Placement>(`/api/trips/${tripId}/photos/place-by-route`, body);
const undo = (client: TestClient, tripId: number, placementId: number) =>
  client.post(`/api/trips/${tripId}/photos/placements/${placementId}/undo`, {});
const photosOf = async (client: TestClient, tripId: number) =>
  (await client.get<Photo[]>(`/api/trips/${tripId}/photos`)).body;
const photoOf = async (client: TestClient, tripId: number, id: number) =>
  (await photosOf(client, tripId)).find((photo) => photo.id === id) as Photo;
const stopsOf = async (client: TestClient, tripId: number) =>
  (await client.get<{ id: number; name: string }[]>(`/api/trips/${tripId}/stops`)).body;
const placementsOf = (tripId: number) =>
  server.database.db.select().from(photoPlacements).where(eq(photoPlacements.tripId, tripId));

async function stranger(): Promise<TestClient> {
  const client = server.client();
  await signUp(client);
  return client;
}

describe('POST /api/trips/:id/photos/place-by-route without apply', () => {
  it('says where the route puts the photos and which stop each joins, and writes nothing', async () => {
    const { client, tripId, moab, setOff, onTheRoad, afterwards } = await tripWithDrive();
    const response = await placeByRoute(client, tripId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ unplaced: 1, placementId: null });
    const [first, second] = response.body.placed;
    expect(response.body.placed).toHaveLength(2);
    expect(first).toEqual({
      photoId: setOff.id,
      lat: MOAB.lat,
      lng: MOAB.lng,
      stopId: moab.id,
      stopName: 'Moab',
    });
    expect(second).toMatchObject({ photoId: onTheRoad.id, lng: MOAB.lng, stopId: null });
    expect(second?.lat).toBeCloseTo(latAt(40), 9);
    expect(second?.stopName).not.toBe('');

    const photos = await photosOf(client, tripId);
    expect(photos.map(({ latitude, stopId }) => ({ latitude, stopId }))).toEqual([
      { latitude: null, stopId: null },
      { latitude: null, stopId: null },
      { latitude: null, stopId: null },
    ]);
    expect(await stopsOf(client, tripId)).toHaveLength(1);
    expect(await placementsOf(tripId)).toEqual([]);
    expect(afterwards.takenAt).not.toBeNull();
  });

  it('leaves out a photo 31 minutes from the route by default, and places it with a gap of 60 minutes', async () => {
    const { client, tripId, afterwards } = await tripWithDrive();
    const byDefault = await placeByRoute(client, tripId);
    expect(byDefault.body.placed.map(({ photoId }) => photoId)).not.toContain(afterwards.id);
    const wider = await placeByRoute(client, tripId, { maxGapMinutes: 60 });
    expect(wider.body.unplaced).toBe(0);
    expect(wider.body.placed.find(({ photoId }) => photoId === afterwards.id)).toMatchObject({
      lat: latAt(60),
      lng: MOAB.lng,
    });
  });

  it("moves the camera's clock by the offset", async () => {
    const { client, tripId, setOff, afterwards } = await tripWithDrive();
    // The camera was 10 minutes slow: the photo that said 9:00 was taken 10 minutes into the drive.
    const slow = await placeByRoute(client, tripId, { clockOffsetMinutes: 10 });
    const first = slow.body.placed.find(({ photoId }) => photoId === setOff.id);
    expect(first?.lat).toBeCloseTo(latAt(10), 9);
    expect(first?.stopId).toBeNull();
    // 5 minutes fast: the last photo was taken 26 minutes after the drive, within the 30 minutes.
    const fast = await placeByRoute(client, tripId, { clockOffsetMinutes: -5 });
    expect(fast.body.unplaced).toBe(0);
    expect(fast.body.placed.find(({ photoId }) => photoId === afterwards.id)?.lat).toBe(latAt(60));
  });

  it('places nothing on a trip without a route', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    await cameraPhoto(client, tripId, 'camera.jpg', '2026:05:02 09:00:00');
    const response = await placeByRoute(client, tripId, { apply: true });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ placed: [], unplaced: 1, placementId: null });
    expect(await placementsOf(tripId)).toEqual([]);
  });
});

describe('POST /api/trips/:id/photos/place-by-route with apply', () => {
  it('gives the photos their positions, files them under a stop nearby or a new one, and is recorded', async () => {
    const { client, tripId, moab, setOff, onTheRoad, afterwards } = await tripWithDrive();
    const preview = (await placeByRoute(client, tripId)).body;
    const response = await placeByRoute(client, tripId, { apply: true });
    expect(response.status).toBe(200);
    const { placed, unplaced, placementId } = response.body;
    expect(unplaced).toBe(1);
    expect(placementId).toEqual(expect.any(Number));
    expect(placed.map(({ photoId, lat, lng, stopName }) => ({ photoId, lat, lng, stopName }))).toEqual(
      preview.placed.map(({ photoId, lat, lng, stopName }) => ({ photoId, lat, lng, stopName })),
    );

    expect(await photoOf(client, tripId, setOff.id)).toMatchObject({
      latitude: MOAB.lat,
      longitude: MOAB.lng,
      stopId: moab.id,
    });
    const moved = await photoOf(client, tripId, onTheRoad.id);
    expect(moved.latitude).toBeCloseTo(latAt(40), 9);
    const stops = await stopsOf(client, tripId);
    expect(stops).toHaveLength(2);
    const made = stops.find((stop) => stop.id !== moab.id);
    expect(moved.stopId).toBe(made?.id);
    expect(placed[1]).toMatchObject({ stopId: made?.id, stopName: made?.name });
    expect(await photoOf(client, tripId, afterwards.id)).toMatchObject({ latitude: null, stopId: null });

    const [row] = await placementsOf(tripId);
    expect(row).toMatchObject({
      id: placementId,
      stopsMade: [made?.id],
      undoneAt: null,
      photos: [
        { photoId: setOff.id, stopIdBefore: null, lat: MOAB.lat, lng: MOAB.lng },
        { photoId: onTheRoad.id, stopIdBefore: null, lat: placed[1]?.lat, lng: MOAB.lng },
      ],
    });
  });

  it('places nothing more when run again, and records no empty placement', async () => {
    const { client, tripId } = await tripWithDrive();
    expect((await placeByRoute(client, tripId, { apply: true })).body.placed).toHaveLength(2);
    const again = await placeByRoute(client, tripId, { apply: true });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ placed: [], unplaced: 1, placementId: null });
    expect(await placementsOf(tripId)).toHaveLength(1);
  });

  it('never moves a photo that has a position of its own', async () => {
    const { client, tripId } = await tripWithDrive();
    const located = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(
        await makeJpeg({ takenAt: '2026:05:02 09:20:00', gps: { lat: 37.1, lon: -113.5 } }),
        'gps.jpg',
      ),
    );
    expect(located.body.hasGPS).toBe(true);
    const { placed } = (await placeByRoute(client, tripId, { apply: true, maxGapMinutes: 120 })).body;
    expect(placed).toHaveLength(3);
    expect(placed.map(({ photoId }) => photoId)).not.toContain(located.body.id);
    expect(await photoOf(client, tripId, located.body.id)).toMatchObject({
      latitude: located.body.latitude,
      longitude: located.body.longitude,
      stopId: located.body.stopId,
    });
  });

  it('keeps the stop a photo was added to, giving it only its position', async () => {
    const { client, tripId, moab } = await tripWithDrive();
    const filed = await cameraPhoto(client, tripId, 'filed.jpg', '2026:05:02 09:30:00', {
      stopId: String(moab.id),
    });
    const preview = (await placeByRoute(client, tripId)).body.placed.find(
      ({ photoId }) => photoId === filed.id,
    );
    expect(preview).toMatchObject({ stopId: moab.id, stopName: 'Moab' });
    const { placementId } = (await placeByRoute(client, tripId, { apply: true })).body;
    const placed = await photoOf(client, tripId, filed.id);
    expect(placed.stopId).toBe(moab.id);
    expect(placed.latitude).toBeCloseTo(latAt(30), 9);

    expect((await undo(client, tripId, placementId as number)).status).toBe(200);
    expect(await photoOf(client, tripId, filed.id)).toMatchObject({ latitude: null, stopId: moab.id });
  });

  it('places each photo once when two placements are sent at the same time', async () => {
    const { client, tripId, setOff, onTheRoad } = await tripWithDrive();
    const [one, two] = await Promise.all([
      placeByRoute(client, tripId, { apply: true }),
      placeByRoute(client, tripId, { apply: true }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const placedIds = [...one.body.placed, ...two.body.placed].map(({ photoId }) => photoId).sort();
    expect(placedIds).toEqual([setOff.id, onTheRoad.id].sort());
    expect(await placementsOf(tripId)).toHaveLength(1);
    expect(await stopsOf(client, tripId)).toHaveLength(2);
  });

  it('may be used by an editor of the trip', async () => {
    const { client, tripId, userId } = await tripWithDrive();
    await setPlan(server, userId, 'pro');
    const editor = server.client();
    const { user } = await signUp(editor);
    const share = await client.post(`/api/trips/${tripId}/share`, {
      sharedWithId: user.id,
      shareType: 'edit',
    });
    expect(share.status).toBe(201);
    const applied = await placeByRoute(editor, tripId, { apply: true });
    expect(applied.status).toBe(200);
    expect(applied.body.placed).toHaveLength(2);
    expect((await undo(editor, tripId, applied.body.placementId as number)).body).toEqual({
      restored: 2,
      stopsRemoved: 1,
    });
  });
});

describe('POST /api/trips/:id/photos/placements/:placementId/undo', () => {
  it('takes the positions off again, removes the stop it made, and is undone once', async () => {
    const { client, tripId, moab } = await tripWithDrive();
    const { placementId } = (await placeByRoute(client, tripId, { apply: true })).body;
    const response = await undo(client, tripId, placementId as number);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ restored: 2, stopsRemoved: 1 });
    expect(
      (await photosOf(client, tripId)).map(({ latitude, longitude, stopId }) => ({
        latitude,
        longitude,
        stopId,
      })),
    ).toEqual(Array(3).fill({ latitude: null, longitude: null, stopId: null }));
    expect((await stopsOf(client, tripId)).map(({ id }) => id)).toEqual([moab.id]);
    const [row] = await placementsOf(tripId);
    expect(row?.undoneAt).toBeInstanceOf(Date);

    const again = await undo(client, tripId, placementId as number);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', message: 'These photos were already put back' });
    // Undone, the photos can be placed again.
    expect((await placeByRoute(client, tripId, { apply: true })).body.placed).toHaveLength(2);
  });

  it('keeps a stop it made that has been given another photo or edited since', async () => {
    const { client, tripId, onTheRoad } = await tripWithDrive();
    const { placementId } = (await placeByRoute(client, tripId, { apply: true })).body;
    const made = (await photoOf(client, tripId, onTheRoad.id)).stopId as number;
    const uploaded = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(await makeJpeg({ gps: { lat: latAt(40), lon: MOAB.lng } }), 'there-too.jpg'),
    );
    expect(uploaded.body.stopId).toBe(made);
    expect((await undo(client, tripId, placementId as number)).body).toEqual({
      restored: 2,
      stopsRemoved: 0,
    });
    expect((await stopsOf(client, tripId)).map(({ id }) => id)).toContain(made);

    const second = await tripWithDrive();
    const placed = (await placeByRoute(second.client, second.tripId, { apply: true })).body;
    const renamed = (await photoOf(second.client, second.tripId, second.onTheRoad.id)).stopId as number;
    expect((await second.client.put(`/api/stops/${renamed}`, { name: 'Green River lookout' })).status).toBe(
      200,
    );
    expect((await undo(second.client, second.tripId, placed.placementId as number)).body).toEqual({
      restored: 2,
      stopsRemoved: 0,
    });
    expect((await stopsOf(second.client, second.tripId)).map(({ name }) => name)).toContain(
      'Green River lookout',
    );
  });
});

describe('who may place photos by the route', () => {
  it('refuses anyone signed out (401)', async () => {
    const { tripId } = await tripWithDrive();
    const anonymous = server.client();
    expect((await placeByRoute(anonymous, tripId)).status).toBe(401);
    expect((await undo(anonymous, tripId, 1)).status).toBe(401);
  });

  it("answers 404 for someone else's trip and for a placement of another trip", async () => {
    const { client, tripId } = await tripWithDrive();
    const other = await stranger();
    const refused = await placeByRoute(other, tripId, { apply: true });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'not_found', message: 'Trip not found' });
    expect(await placementsOf(tripId)).toEqual([]);

    const { placementId } = (await placeByRoute(client, tripId, { apply: true })).body;
    expect((await undo(other, tripId, placementId as number)).status).toBe(404);
    // The stranger's own trip does not reach the owner's placement, nor does another trip of the owner's.
    const theirs = await createTrip(client, { title: 'Elsewhere' });
    const strangersTrip = await createTrip(other, { title: 'Mine' });
    for (const [who, trip] of [
      [other, strangersTrip.id],
      [client, theirs.id],
    ] as const) {
      const response = await undo(who, trip, placementId as number);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found', message: 'Placement not found' });
    }
    expect((await placementsOf(tripId))[0]?.undoneAt).toBeNull();
  });

  it.each([
    [{ maxGapMinutes: -1 }, 'Largest gap cannot be negative'],
    [{ maxGapMinutes: 24 * 60 + 1 }, 'Largest gap can be at most 24 hours'],
    [{ maxGapMinutes: '30' }, 'Largest gap must be a number of minutes'],
    [{ clockOffsetMinutes: 24 * 60 + 1 }, 'Camera clock offset can be at most 24 hours'],
    [{ clockOffsetMinutes: -24 * 60 - 1 }, 'Camera clock offset can be at most 24 hours'],
    [{ clockOffsetMinutes: null }, 'Camera clock offset must be a number of minutes'],
    [{ apply: 'yes' }, 'Apply must be true or false'],
  ])('refuses %o (400)', async (body, message) => {
    const { client, tripId } = await ownerWithTrip(server);
    const response = await placeByRoute(client, tripId, { apply: true, ...body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation', message });
  });

  it('refuses a placement id that is not a number (400)', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const response = await client.post(`/api/trips/${tripId}/photos/placements/first/undo`, {});
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation', message: 'Placement id must be a number' });
  });
});
