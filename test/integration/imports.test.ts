import fs from 'node:fs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeMiles } from '../../src/common/tracks/geometry';
import { expireUnstartedImports } from '../../src/server/features/imports';
import { eventually } from '../support/eventually';
import type { TestClient } from '../support/http-client';
import { makeJpeg } from '../support/images';
import { folderFiles, importAt, importFiles, sendImport, sharedFormat } from '../support/imports';
import { polarstepsZip } from '../support/polarsteps-export';
import { gpxFile, trackPoints } from '../support/route-files';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function traveller(): Promise<TestClient> {
  const client = server.client();
  await signUp(client);
  return client;
}

const drive = (count: number, start?: { lat: number; lng: number }) =>
  gpxFile(trackPoints(count, start), [
    { name: 'Red Rocks', lat: 39.665, lng: -105.205, desc: 'Amphitheatre' },
    { name: 'Golden', lat: 39.755, lng: -105.221 },
  ]);

const stagedFiles = () => fs.readdirSync(`${server.dataDir}/uploads/imports`);
const storedPhotoFiles = () => fs.readdirSync(`${server.dataDir}/uploads/photos`);
let photoFilesBefore = 0;

describe('importing files', () => {
  it('shows what a GPX file holds before writing anything, then makes one trip of it', async () => {
    const client = await traveller();
    const sent = await sendImport(client, [{ name: 'drive.gpx', bytes: drive(120) }]);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(String), status: 'analysing' });
    const ready = await importAt(client, sent.body.id, ['ready']);
    expect(ready).toMatchObject({
      kind: 'gpx',
      progress: 0,
      found: { trips: 1, stops: 2, points: 120, photos: 0 },
      created: { trips: 0, stops: 0, points: 0, photos: 0 },
      skipped: [],
      message: null,
    });
    expect(ready.found.from).toBe('2026-05-01T15:00:00.000Z');
    expect((await client.get('/api/trips')).body).toHaveLength(0);

    const started = await client.post(`/api/imports/${sent.body.id}/start`, {});
    expect(started.status).toBe(200);
    expect(['importing', 'done']).toContain(started.body.status);
    const done = await importAt(client, sent.body.id, ['done']);
    expect(done).toMatchObject({ progress: 100, created: { trips: 1, stops: 2, points: 120, photos: 0 } });
    const [tripId] = done.tripIds;
    const trip = await client.get(`/api/trips/${tripId}`);
    expect(trip.body).toMatchObject({ title: 'Drive', status: 'completed' });
    expect(
      (await client.get(`/api/trips/${tripId}/stops`)).body.map((stop: { name: string }) => stop.name),
    ).toEqual(['Red Rocks', 'Golden']);
    expect((await client.get(`/api/trips/${tripId}/route`)).body.pointCount).toBe(120);
    expect(stagedFiles()).toEqual([]);
  });

  it('adds nothing for the same file sent again, and says so', async () => {
    const client = await traveller();
    const file = { name: 'again.gpx', bytes: drive(50, { lat: 40, lng: -106 }) };
    const first = await importFiles(client, [file]);
    expect(first.done.created.trips).toBe(1);
    const second = await importFiles(client, [{ ...file, name: 'renamed copy.gpx' }]);
    expect(second.done).toMatchObject({
      status: 'done',
      created: { trips: 0, stops: 0, points: 0, photos: 0 },
    });
    expect(second.done.skipped).toEqual([{ file: expect.any(String), reason: 'Already imported before' }]);
    expect((await client.get('/api/trips')).body).toHaveLength(1);
  });

  it('puts many files into one trip in time order, or into the trip chosen; undoing takes out only what it added', async () => {
    const client = await traveller();
    const tripId = (await createTrip(client)).id;
    await addStop(client, tripId, { name: 'My own stop' });
    const own = [{ lat: 39.5, lng: -105.5, time: '2026-04-30T10:00:00Z' }];
    expect((await client.post(`/api/trips/${tripId}/route/points`, { points: own })).status).toBe(200);
    const later = trackPoints(30).map((point) => ({
      ...point,
      time: point.time.replace('2026-05-01', '2026-05-02'),
    }));
    const { done } = await importFiles(
      client,
      [
        { name: 'day2.gpx', bytes: gpxFile(later) },
        { name: 'day1.gpx', bytes: drive(40) },
      ],
      { tripId },
    );
    expect(done).toMatchObject({
      status: 'done',
      tripId,
      tripIds: [],
      created: { trips: 0, stops: 2, points: 70 },
    });
    const route = await client.get(`/api/trips/${tripId}/route`);
    const times = route.body.routeData.map((point: { time: string }) => point.time);
    expect(times).toHaveLength(71);
    expect([...times].sort()).toEqual(times);

    expect((await client.delete(`/api/imports/${done.id}`)).status).toBe(204);
    expect((await client.get(`/api/imports/${done.id}`)).body.status).toBe('cancelled');
    expect((await client.get(`/api/trips/${tripId}/route`)).body.routeData).toEqual([
      { lat: 39.5, lng: -105.5, time: '2026-04-30T10:00:00Z' },
    ]);
    const stops = (await client.get(`/api/trips/${tripId}/stops`)).body;
    expect(stops.map((stop: { name: string }) => stop.name)).toEqual(['My own stop']);
    // Undone, the same files may come in again.
    const again = await importFiles(client, [{ name: 'day1.gpx', bytes: drive(40) }], { tripId });
    expect(again.done.created.points).toBe(40);
  });

  it('imports a Polarsteps export folder with its steps, route and photos at their steps', async () => {
    const client = await traveller();
    const files = folderFiles(sharedFormat('polarsteps', 'user_data'));
    const { ready, done } = await importFiles(client, files);
    expect(ready.kind).toBe('polarsteps');
    expect(ready.found.trips).toBe(1);
    expect(ready.found.stops).toBeGreaterThan(0);
    expect(done.status).toBe('done');
    expect(done.created.trips).toBe(1);
    expect(done.created.stops).toBe(ready.found.stops);
    expect(done.created.points).toBeGreaterThan(0);
  });

  it('reads a Polarsteps ZIP whose steps have photos, placing a photo without GPS at its step', async () => {
    const client = await traveller();
    const trip = {
      id: 4242,
      name: 'Iceland ring road',
      summary: 'Ten days around the island',
      start_date: 1751356800,
      end_date: 1752220800,
      all_steps: [
        {
          id: 11,
          name: 'Reykjavík',
          description: 'Harbour walk',
          start_time: 1751360400,
          end_time: 1751400000,
          location: { lat: 64.1466, lon: -21.9426, name: 'Reykjavík', country_code: 'is' },
        },
        {
          id: 12,
          display_name: 'Vík',
          start_time: 1751450000,
          location: { lat: 63.4186, lon: -19.006, country_code: 'IS' },
        },
        { id: 13, name: 'Gone', is_deleted: true, location: { lat: 1, lon: 1 } },
      ],
    };
    const locations = {
      locations: [
        { lat: 64.1466, lon: -21.9426, time: 1751360400 },
        { lat: 63.9, lon: -20.5, time: 1751420000 },
        { lat: 63.4186, lon: -19.006, time: 1751450000 },
      ],
    };
    const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    const camera = await makeJpeg({ width: 64, height: 48 });
    const zip = zipSync({
      'user_data/trip/iceland-ring-road_4242/trip.json': encode(trip),
      'user_data/trip/iceland-ring-road_4242/locations.json': encode(locations),
      'user_data/trip/iceland-ring-road_4242/reykjavik_11/photos/harbour.jpg': camera,
      'user_data/trip/iceland-ring-road_4242/vik_12/photos/beach.jpg': await makeJpeg({
        width: 40,
        height: 30,
      }),
    });
    const { ready, done } = await importFiles(client, [{ name: 'polarsteps.zip', bytes: zip }]);
    expect(ready).toMatchObject({ kind: 'polarsteps', found: { trips: 1, stops: 2, points: 3, photos: 2 } });
    expect(done).toMatchObject({ status: 'done', created: { trips: 1, stops: 2, points: 3, photos: 2 } });
    const tripId = done.tripIds[0];
    expect((await client.get(`/api/trips/${tripId}`)).body).toMatchObject({
      title: 'Iceland ring road',
      description: 'Ten days around the island',
    });
    const stops = (await client.get(`/api/trips/${tripId}/stops`)).body;
    expect(stops.map((stop: { name: string; country: string | null }) => [stop.name, stop.country])).toEqual([
      ['Reykjavík', 'IS'],
      ['Vík', 'IS'],
    ]);
    const photos = (await client.get(`/api/trips/${tripId}/photos`)).body;
    const harbour = photos.find((photo: { originalName: string }) => photo.originalName === 'harbour.jpg');
    expect(harbour).toMatchObject({ stopId: stops[0].id, latitude: 64.1466, longitude: -21.9426 });
  });

  it('reads Google location history in its three shapes, within the days chosen', async () => {
    const client = await traveller();
    for (const [file, kind] of [
      [['google', 'Records.json'], 'google-records'],
      [['google', 'semantic_history_with_bom.json'], 'google-semantic'],
      [['google', 'timeline_from_android_randomized.json'], 'google-timeline'],
      [['google', 'timeline_from_ios_randomized.json'], 'google-timeline'],
    ] as const) {
      const bytes = fs.readFileSync(sharedFormat(...file));
      const { ready, done } = await importFiles(client, [{ name: file[1], bytes }]);
      expect(ready.kind, file[1]).toBe(kind);
      expect(ready.found.points + ready.found.stops, file[1]).toBeGreaterThan(0);
      expect(done.status, file[1]).toBe('done');
      expect(done.created.trips, file[1]).toBe(1);
    }
    const bytes = fs.readFileSync(sharedFormat('google', 'Records.json'));
    const sent = await sendImport(client, [{ name: 'Records.json', bytes }]);
    const ready = await importAt(client, sent.body.id, ['ready']);
    const from = ready.found.from.slice(0, 10);
    await client.post(`/api/imports/${sent.body.id}/start`, { from, to: from });
    const done = await importAt(client, sent.body.id, ['done']);
    expect(done.created.points).toBeLessThanOrEqual(ready.found.points);
  });

  it('writes a long location history in chunks: every point, measured as one route', async () => {
    const client = await traveller();
    const count = 120_000;
    const locations = Array.from({ length: count }, (_, i) => ({
      latitudeE7: Math.round((40 + Math.sin(i / 300)) * 1e7),
      longitudeE7: Math.round((-100 + i * 1e-4) * 1e7),
      timestamp: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    }));
    const { done } = await importFiles(client, [
      { name: 'Records.json', bytes: JSON.stringify({ locations }) },
    ]);
    expect(done).toMatchObject({ status: 'done', created: { trips: 1, points: count } });
    const route = (await client.get(`/api/trips/${done.tripIds[0]}/route`)).body;
    const points = locations.map((location) => ({
      lat: location.latitudeE7 / 1e7,
      lng: location.longitudeE7 / 1e7,
    }));
    expect(route.pointCount).toBe(count);
    expect(route.totalDistance).toBeCloseTo(routeMiles(points), 6);
  });

  it('leaves out a photo damaged inside its archive, and imports the rest', async () => {
    const client = await traveller();
    const bytes = Buffer.from(await polarstepsZip({ steps: 2, photosPerStep: 1, id: 31 }));
    // The first photo's packed bytes are spoilt halfway: reading it fails, or gives what is no picture.
    const name = Buffer.from('step-1_1/photos/1-0.jpg');
    const header = bytes.indexOf(name);
    const dataStart = header + name.length;
    for (let at = dataStart + 40; at < dataStart + 60; at++) bytes[at] = 0xff - (bytes[at] as number);
    const { done } = await importFiles(client, [{ name: 'polarsteps.zip', bytes }]);
    expect(done).toMatchObject({ status: 'done', created: { trips: 1, stops: 2, photos: 1 } });
    expect(done.skipped).toEqual([{ file: '1-0.jpg', reason: expect.any(String) }]);
  });

  it('imports what it can of a half-readable drop and names what it left out', async () => {
    const client = await traveller();
    const { done } = await importFiles(client, [
      { name: 'good.gpx', bytes: drive(10) },
      { name: 'broken.gpx', bytes: '<gpx><trk><trkseg><trkpt lat="1" lon=' },
      { name: 'holiday.jpg.gpx', bytes: await makeJpeg() },
    ]);
    expect(done.status).toBe('done');
    expect(done.created.points).toBe(10);
    expect(done.skipped.map((part: { file: string }) => part.file).sort()).toEqual([
      'broken.gpx',
      'holiday.jpg.gpx',
    ]);
  });

  it('fails with a message naming the file when nothing in it can be imported, leaving nothing', async () => {
    const client = await traveller();
    const { done } = await importFiles(client, [{ name: 'notes.txt', bytes: 'just some words' }]);
    expect(done.status).toBe('failed');
    expect(done.message).toContain('notes.txt');
    expect(stagedFiles()).toEqual([]);
    expect((await client.get('/api/trips')).body).toHaveLength(0);
  });
});

describe('the import API refuses', () => {
  it('a request without a session, and one without files', async () => {
    const anonymous = server.client();
    expect((await sendImport(anonymous, [{ name: 'a.gpx', bytes: drive(3) }])).status).toBe(401);
    expect((await anonymous.get('/api/imports/00000000-0000-0000-0000-000000000000')).status).toBe(401);
    const client = await traveller();
    const empty = await client.post('/api/imports', new FormData());
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'validation', message: expect.stringContaining('Choose') });
    const notForm = await client.post('/api/imports', { file: 'x' });
    expect(notForm.status).toBe(400);
  });

  it("another traveller's import, and a start before the preview or with a bad body", async () => {
    const owner = await traveller();
    const sent = await sendImport(owner, [{ name: 'a.gpx', bytes: drive(5) }]);
    const other = await traveller();
    expect((await other.get(`/api/imports/${sent.body.id}`)).status).toBe(404);
    expect((await other.post(`/api/imports/${sent.body.id}/start`, {})).status).toBe(404);
    expect((await other.delete(`/api/imports/${sent.body.id}`)).status).toBe(404);
    expect((await owner.get('/api/imports/not-an-id')).status).toBe(404);
    await importAt(owner, sent.body.id, ['ready']);
    const bad = await owner.post(`/api/imports/${sent.body.id}/start`, { from: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
    const backwards = await owner.post(`/api/imports/${sent.body.id}/start`, {
      from: '2026-05-02',
      to: '2026-05-01',
    });
    expect(backwards.status).toBe(400);
    const othersTrip = (await createTrip(other)).id;
    expect((await owner.post(`/api/imports/${sent.body.id}/start`, { tripId: othersTrip })).status).toBe(404);
    expect((await owner.post(`/api/imports/${sent.body.id}/start`, {})).status).toBe(200);
    const twice = await owner.post(`/api/imports/${sent.body.id}/start`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('import_not_ready');
  });

  it('cancels a ready import, leaving no files', async () => {
    const client = await traveller();
    const sent = await sendImport(client, [{ name: 'a.gpx', bytes: drive(5) }]);
    await importAt(client, sent.body.id, ['ready']);
    expect((await client.delete(`/api/imports/${sent.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/imports/${sent.body.id}`)).body.status).toBe('cancelled');
    expect(stagedFiles()).toEqual([]);
    expect((await client.post(`/api/imports/${sent.body.id}/start`, {})).status).toBe(409);
    expect((await client.get('/api/imports')).body[0].id).toBe(sent.body.id);
  });

  it('cancels an import under way: its trip, photos and files all go', async () => {
    const client = await traveller();
    photoFilesBefore = storedPhotoFiles().length;
    const sent = await sendImport(client, [
      { name: 'polarsteps.zip', bytes: await polarstepsZip({ steps: 6, photosPerStep: 5, id: 77 }) },
    ]);
    await importAt(client, sent.body.id, ['ready']);
    await client.post(`/api/imports/${sent.body.id}/start`, {});
    await importAt(client, sent.body.id, ['importing']);
    const someMade = async () => (await client.get(`/api/imports/${sent.body.id}`)).body.progress > 10;
    expect(await eventually(someMade, 30_000)).toBe(true);
    expect((await client.delete(`/api/imports/${sent.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/imports/${sent.body.id}`)).body).toMatchObject({ status: 'cancelled' });
    expect((await client.get('/api/trips')).body).toHaveLength(0);
    const rows = await server.database.pool.query(
      `SELECT (SELECT count(*) FROM import_made WHERE import_id = $1)::int AS made,
              (SELECT count(*) FROM photos p JOIN trips t ON t.id = p.trip_id JOIN imports i ON i.user_id = t.user_id
                WHERE i.id = $1)::int AS photos`,
      [sent.body.id],
    );
    expect(rows.rows[0]).toEqual({ made: 0, photos: 0 });
    // A part that was being written when the import was cancelled removes its own files as it fails.
    expect(await eventually(async () => storedPhotoFiles().length === photoFilesBefore, 10_000)).toBe(true);
    expect(stagedFiles()).toEqual([]);
  });

  it('cancels a preview left unstarted for a week, and removes its files', async () => {
    const client = await traveller();
    const sent = await sendImport(client, [{ name: 'forgotten.gpx', bytes: drive(5) }]);
    await importAt(client, sent.body.id, ['ready']);
    const inSixDays = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
    expect(await expireUnstartedImports(server.app.ctx, inSixDays)).toBe(0);
    const inEightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await expireUnstartedImports(server.app.ctx, inEightDays)).toBeGreaterThanOrEqual(1);
    expect((await client.get(`/api/imports/${sent.body.id}`)).body).toMatchObject({
      status: 'cancelled',
      message: 'Not started within a week',
    });
    expect(stagedFiles()).toEqual([]);
  });

  it('leaves a ZIP bomb harmless', async () => {
    const client = await traveller();
    const zeros = new Uint8Array(300 * 1024 * 1024);
    const bomb = zipSync({ 'Records.json': zeros }, { level: 9 });
    const started = Date.now();
    const sent = await sendImport(client, [{ name: 'takeout.zip', bytes: bomb }]);
    const ended = await importAt(client, sent.body.id, ['failed', 'ready']);
    expect(ended.status).toBe('failed');
    expect(ended.message).toContain('takeout.zip');
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
