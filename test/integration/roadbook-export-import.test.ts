import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportedTrip, RoadbookExport } from '../../src/common/contract/roadbook-export';
import { photos } from '../../src/server/db/schema';
import type { TestClient } from '../support/http-client';
import { importAt, importFiles, sendImport } from '../support/imports';
import { exportZip, type HandMadeExport, handMadeExport } from '../support/roadbook-export';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
let sample: HandMadeExport;
beforeAll(async () => {
  server = await startTestServer();
  sample = await handMadeExport();
});
afterAll(() => server.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const stagedFiles = () => fs.readdirSync(`${server.dataDir}/uploads/imports`);
const memoFiles = () => fs.readdirSync(`${server.dataDir}/uploads/voice`);

async function traveller(on: TestServer = server): Promise<TestClient> {
  const client = on.client();
  await signUp(client);
  return client;
}

type Json = Record<string, unknown>;

const tripTitled = async (client: TestClient, title: string) =>
  ((await client.get('/api/trips')).body as Json[]).find((trip) => trip.title === title) as Json;

describe('bringing a Roadbook export back', () => {
  it('recreates each trip as it was: stops in their order, memo, photos byte for byte, route', async () => {
    const client = await traveller();
    const { ready, done } = await importFiles(client, [
      { name: 'roadbook-export.zip', bytes: exportZip(sample) },
    ]);
    expect(ready).toMatchObject({
      kind: 'roadbook',
      found: { trips: 2, stops: 3, points: 4, photos: 3 },
      skipped: [],
      message: null,
    });
    expect(done).toMatchObject({
      status: 'done',
      created: { trips: 2, stops: 3, points: 4, photos: 3 },
      skipped: [],
    });
    expect(done.tripIds).toHaveLength(2);
    const [utah, draft] = sample.document.trips as [ExportedTrip, ExportedTrip];

    const trip = await tripTitled(client, 'Utah canyons');
    expect(trip).toMatchObject({
      description: utah.description,
      startLocation: utah.startLocation,
      endLocation: utah.endLocation,
      startDate: utah.startDate,
      endDate: utah.endDate,
      status: 'completed',
      totalMiles: utah.totalMiles,
      drivingTime: utah.drivingTime,
    });
    expect(await tripTitled(client, 'Next summer')).toMatchObject({
      startLocation: draft.startLocation,
      status: 'draft',
      startDate: draft.startDate,
    });

    const stops = (await client.get(`/api/trips/${trip.id}/stops`)).body as Json[];
    const inOrder = [...utah.stops].sort((a, b) => (a.stopOrder ?? 0) - (b.stopOrder ?? 0));
    expect(stops).toHaveLength(3);
    stops.forEach((stop, index) => {
      const exported = inOrder[index];
      expect(stop).toMatchObject({
        name: exported?.name,
        description: exported?.description,
        comments: exported?.comments,
        visitType: exported?.visitType,
        arrivalTime: exported?.arrivalTime,
        departureTime: exported?.departureTime,
        latitude: exported?.latitude,
        longitude: exported?.longitude,
        country: exported?.country,
        stopOrder: index + 1,
        wikipediaUrl: exported?.wikipediaUrl,
        websiteUrl: exported?.websiteUrl,
        aiDescription: exported?.aiDescription,
      });
    });
    const moab = stops[0] as Json;
    expect(moab).toMatchObject({
      voiceMemoDuration: 2,
      voiceMemoMimetype: 'audio/webm',
      voiceMemoTranscript: 'Made it to Moab before the storm.',
    });
    expect(stops[1]?.voiceMemoFilename).toBeNull();
    const memo = await client.bytes(`/api/stops/${moab.id}/voice-memo`);
    expect(memo.status).toBe(200);
    expect(sha256(memo.body)).toBe(
      sha256(sample.files['trips/101-utah-canyons/memos/11-moab.webm'] as Uint8Array),
    );

    const stopIdOf = new Map(inOrder.map((exported, index) => [exported.id, stops[index]?.id]));
    const listed = (await client.get(`/api/trips/${trip.id}/photos`)).body as Json[];
    expect(listed.map((photo) => photo.originalName)).toEqual(['sunset.jpg', 'road.jpg', 'arch.jpg']);
    for (const exported of utah.photos) {
      const photo = listed.find((each) => each.originalName === exported.originalName) as Json;
      expect(photo, exported.originalName).toMatchObject({
        stopId: exported.stopId === null ? null : stopIdOf.get(exported.stopId),
        caption: exported.caption,
        tags: exported.tags,
        locationName: exported.locationName,
        latitude: exported.latitude,
        longitude: exported.longitude,
        takenAt: exported.takenAt,
        size: exported.size,
        mimetype: 'image/jpeg',
      });
      const original = await client.bytes(`/uploads/${photo.filename}`);
      expect(sha256(original.body), exported.originalName).toBe(exported.sha256);
    }

    const route = (await client.get(`/api/trips/${trip.id}/route`)).body;
    expect(route.routeData).toEqual(sample.route);
    expect(stagedFiles()).toEqual([]);
  });

  it('adds nothing when the same export comes again, and says so', async () => {
    const client = await traveller();
    const file = { name: 'roadbook-export.zip', bytes: exportZip(sample) };
    const first = await importFiles(client, [file]);
    expect(first.done.created).toEqual({ trips: 2, stops: 3, points: 4, photos: 3 });
    const memosBefore = memoFiles().length;
    const second = await importFiles(client, [{ ...file, name: 'copy of my data.zip' }]);
    expect(second.done).toMatchObject({
      status: 'done',
      created: { trips: 0, stops: 0, points: 0, photos: 0 },
    });
    expect(second.done.skipped).toEqual(
      expect.arrayContaining([
        { file: 'Utah canyons', reason: 'Already imported before' },
        { file: 'Next summer', reason: 'Already imported before' },
        { file: 'sunset.jpg', reason: 'Already in this trip' },
      ]),
    );
    expect((await client.get('/api/trips')).body).toHaveLength(2);
    const trip = await tripTitled(client, 'Utah canyons');
    expect((await client.get(`/api/trips/${trip.id}/stops`)).body).toHaveLength(3);
    expect((await client.get(`/api/trips/${trip.id}/photos`)).body).toHaveLength(3);
    expect(memoFiles()).toHaveLength(memosBefore);
  });

  it('into a trip chosen, adds the stops with their memo; undone, the memo file goes too', async () => {
    const client = await traveller();
    const tripId = (await createTrip(client)).id;
    await addStop(client, tripId, { name: 'My own stop' });
    const memosBefore = memoFiles().length;
    const { done } = await importFiles(client, [{ name: 'export.zip', bytes: exportZip(sample) }], {
      tripId,
    });
    expect(done).toMatchObject({ status: 'done', tripIds: [], created: { trips: 0, stops: 3, photos: 3 } });
    const stops = (await client.get(`/api/trips/${tripId}/stops`)).body as Json[];
    // Placed among the trip's own by their arrivals, each still finds its memo and its photos.
    expect(stops.map((stop) => stop.name)).toEqual(['Arches', 'My own stop', 'Moab', 'Dead Horse Point']);
    const stopNamed = (name: string) => stops.find((stop) => stop.name === name) as Json;
    const listed = (await client.get(`/api/trips/${tripId}/photos`)).body as Json[];
    expect(listed.map((photo) => [photo.originalName, photo.stopId])).toEqual([
      ['sunset.jpg', stopNamed('Moab').id],
      ['road.jpg', null],
      ['arch.jpg', stopNamed('Arches').id],
    ]);
    expect(stopNamed('Arches').voiceMemoFilename).toBeNull();
    expect(stops.find((stop) => stop.name === 'Moab')?.voiceMemoTranscript).toBe(
      'Made it to Moab before the storm.',
    );
    expect(memoFiles()).toHaveLength(memosBefore + 1);

    expect((await client.delete(`/api/imports/${done.id}`)).status).toBe(204);
    const left = (await client.get(`/api/trips/${tripId}/stops`)).body as Json[];
    expect(left.map((stop) => stop.name)).toEqual(['My own stop']);
    expect((await client.get(`/api/trips/${tripId}/photos`)).body).toEqual([]);
    expect(memoFiles()).toHaveLength(memosBefore);
  });
});

describe('an export that cannot come in is refused, naming it and leaving nothing', () => {
  const document = (change: (document: RoadbookExport) => void) => {
    const copy = structuredClone(sample.document);
    change(copy);
    return copy;
  };

  it('one made by a newer Roadbook', async () => {
    const client = await traveller();
    const newer = exportZip({
      document: document((d) => Object.assign(d, { version: 2 })),
      files: sample.files,
    });
    const { done } = await importFiles(client, [{ name: 'my-data.zip', bytes: newer }]);
    expect(done).toMatchObject({
      status: 'failed',
      message:
        'my-data.zip/roadbook-export.json was made by a newer Roadbook (export version 2); this server reads version 1',
    });
    expect((await client.get('/api/trips')).body).toEqual([]);
    expect(stagedFiles()).toEqual([]);
  });

  it('one cut short, and one whose document does not read', async () => {
    const client = await traveller();
    const zip = exportZip(sample);
    const cut = await importFiles(client, [{ name: 'cut.zip', bytes: zip.subarray(0, zip.length / 2) }]);
    expect(cut.done).toMatchObject({
      status: 'failed',
      message: 'Nothing Roadbook can import was found in cut.zip',
      skipped: [{ file: 'cut.zip', reason: 'Not a readable ZIP archive' }],
    });
    const damaged = zipSync({
      ...sample.files,
      'roadbook-export.json': new TextEncoder().encode('{"format":"road'),
    });
    const unreadable = await importFiles(client, [{ name: 'damaged.zip', bytes: damaged }]);
    expect(unreadable.done).toMatchObject({
      status: 'failed',
      message: 'damaged.zip/roadbook-export.json is not readable JSON: the file is damaged or cut short',
    });
    expect((await client.get('/api/trips')).body).toEqual([]);
    expect(stagedFiles()).toEqual([]);
  });

  it('a ZIP that is not a Roadbook export at all', async () => {
    const client = await traveller();
    const zip = zipSync({
      'notes.txt': new TextEncoder().encode('just words'),
      'my-export.json': new Uint8Array([123, 125]),
    });
    const { done } = await importFiles(client, [{ name: 'stuff.zip', bytes: zip }]);
    expect(done).toMatchObject({
      status: 'failed',
      message: 'Nothing Roadbook can import was found in stuff.zip',
    });
  });

  it('one whose photos and memos would go past the storage: warned on the preview, refused at the start', async () => {
    const client = await traveller();
    const tripId = (await createTrip(client, { title: 'Full already' })).id;
    await server.database.db.insert(photos).values({
      tripId,
      filename: `quota-${tripId}.jpg`,
      originalName: 'big.jpg',
      mimetype: 'image/jpeg',
      size: 150 * 1024 * 1024 - 1000,
    });
    const sent = await sendImport(client, [{ name: 'roadbook-export.zip', bytes: exportZip(sample) }]);
    const ready = await importAt(client, sent.body.id, ['ready']);
    expect(ready.message).toMatch(
      /^The 0\.\d MB of photos and voice memos in roadbook-export\.zip would go past the 150MB of storage in the Free plan \(150\.0 MB used\)\. Upgrade your plan for more room\.$/,
    );
    const started = await client.post(`/api/imports/${sent.body.id}/start`, {});
    expect(started.status).toBe(413);
    expect(started.body).toMatchObject({ code: 'quota_exceeded', message: ready.message });
    expect((await client.get(`/api/imports/${sent.body.id}`)).body.status).toBe('ready');
    expect((await client.get('/api/trips')).body).toHaveLength(1);
    expect((await client.delete(`/api/imports/${sent.body.id}`)).status).toBe(204);
    expect(stagedFiles()).toEqual([]);
  });
});
