import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyExport } from '../support/data-export';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { importFiles } from '../support/imports';
import { photoTaken, uploadPhoto } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip } from '../support/trips';
import { signUp } from '../support/users';
import { voiceMemoForm } from '../support/voice-memos';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function traveller(on: TestServer = server): Promise<TestClient> {
  const client = on.client();
  await signUp(client);
  return client;
}

type Json = Record<string, unknown>;

describe('the round trip: exported from one server, imported into a fresh account on another', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer();
  });
  afterAll(() => other.close());

  /** A reply without what names it on its own server and when it was written there. */
  const portable = (reply: Json, own: readonly string[]): Json =>
    Object.fromEntries(Object.entries(reply).filter(([key]) => !own.includes(key)));
  const TRIP_OWN = ['id', 'userId', 'version', 'createdAt', 'updatedAt', 'shareUrl', 'coverPhotoId'];
  const STOP_OWN = [
    'id',
    'tripId',
    'createdBy',
    'voiceMemoFilename',
    'voiceMemoCreatedBy',
    'version',
    'createdAt',
    'updatedAt',
  ];
  // Tags and caption suggestions found in the picture are each server's own background work.
  const PHOTO_OWN = [
    'id',
    'tripId',
    'stopId',
    'filename',
    'thumbnailFilename',
    'createdBy',
    'version',
    'uploadedAt',
    'autoTags',
    'captionSuggestion',
  ];

  async function account(client: TestClient) {
    const trips = ((await client.get('/api/trips')).body as Json[]).sort((a, b) =>
      String(a.title).localeCompare(String(b.title)),
    );
    return Promise.all(
      trips.map(async (trip) => {
        const stops = (await client.get(`/api/trips/${trip.id}/stops`)).body as Json[];
        const listed = (await client.get(`/api/trips/${trip.id}/photos`)).body as Json[];
        const route = (await client.get(`/api/trips/${trip.id}/route`)).body as Json;
        const stopName = new Map(stops.map((stop) => [stop.id, stop.name]));
        const cover = trip.cover as Json | null;
        return {
          trip: {
            ...portable(trip, TRIP_OWN),
            cover: cover && listed.find((photo) => photo.id === cover.photoId)?.originalName,
          },
          stops: await Promise.all(
            stops.map(async (stop) => ({
              ...portable(stop, STOP_OWN),
              memo: stop.voiceMemoFilename
                ? sha256((await client.bytes(`/api/stops/${stop.id}/voice-memo`)).body)
                : null,
            })),
          ),
          photos: await Promise.all(
            listed.map(async (photo) => ({
              ...portable(photo, PHOTO_OWN),
              stop: photo.stopId === null ? null : stopName.get(photo.stopId),
              original: sha256((await client.bytes(`/uploads/${photo.filename}`)).body),
            })),
          ),
          // The same instants, written in full on the way in.
          route: ((route.routeData ?? []) as Json[]).map((point) => ({
            ...point,
            ...(point.time ? { time: new Date(point.time as string).toISOString() } : {}),
          })),
        };
      }),
    );
  }

  it('brings back every field and every file', async () => {
    const from = await traveller();
    const trip = await createTrip(from, { title: 'Canyon Country', totalMiles: 812, drivingTime: '13h 20m' });
    const moab = await addStop(from, trip.id, { name: 'Moab', arrivalTime: '2026-05-02T15:00:00.000Z' });
    const arches = await addStop(from, trip.id, {
      name: 'Arches',
      visitType: 'historical',
      arrivalTime: '2026-05-03T09:00:00.000Z',
      departureTime: '2026-05-03T12:00:00.000Z',
      latitude: 38.7331,
      longitude: -109.5925,
    });
    const lastNight = await addStop(from, trip.id, {
      name: 'Motel',
      arrivalTime: null,
      visitType: 'accommodation',
    });
    const edited = await from.put(`/api/stops/${arches.id}`, {
      comments: 'Go before sunrise',
      wikipediaUrl: 'en.wikipedia.org/wiki/Arches_National_Park',
      websiteUrl: 'https://www.nps.gov/arch',
    });
    expect(edited.status).toBe(200);
    const order = await from.put(`/api/trips/${trip.id}/stops/order`, {
      stopIds: [arches.id, moab.id, lastNight.id],
    });
    expect(order.status).toBe(200);
    expect((await from.post(`/api/stops/${moab.id}/voice-memo`, voiceMemoForm())).status).toBe(200);
    const dog = await uploadPhoto(
      from,
      trip.id,
      await photoTaken('dog', { clock: '2026:05:02 10:00:00', gps: { lat: 38.57, lon: -109.55 } }),
      'dog at moab.jpg',
    );
    expect(
      (await from.put(`/api/photos/${dog.id}`, { caption: 'Good dog', tags: ['dog', 'moab'] })).status,
    ).toBe(200);
    const atArches = await from.post(
      `/api/trips/${trip.id}/photos`,
      photoForm(await makeJpeg({ width: 50, height: 40 }), 'arch.jpg', { stopId: String(arches.id) }),
    );
    expect(atArches.status).toBe(201);
    await uploadPhoto(from, trip.id, await makeJpeg({ width: 20, height: 10 }), 'unfiled.jpg');
    const points = [
      { lat: 38.5, lng: -109.5, time: '2026-05-02T15:00:00Z', ele: 1234.56 },
      { lat: 38.6, lng: -109.6, time: '2026-05-02T16:00:00Z' },
      { lat: 38.7, lng: -109.59, time: '2026-05-03T08:00:00Z', gapBefore: true },
    ];
    expect((await from.post(`/api/trips/${trip.id}/route/points`, { points })).status).toBe(200);
    await createTrip(from, {
      title: 'Someday',
      status: 'draft',
      description: null,
      startDate: '2027-07-01T00:00:00.000Z',
      endDate: '2027-07-10T00:00:00.000Z',
    });

    const exported = await readyExport(from);
    const zip = await from.bytes(exported.downloadUrl);
    expect(zip.status).toBe(200);

    const into = await traveller(other);
    const { ready, done } = await importFiles(into, [{ name: 'roadbook-export.zip', bytes: zip.body }]);
    expect(ready).toMatchObject({ kind: 'roadbook', skipped: [], message: null });
    expect(done).toMatchObject({
      status: 'done',
      created: { trips: 2, stops: 3, photos: 3, points: 3 },
      skipped: [],
    });
    const before = await account(from);
    const after = await account(into);
    expect(after).toEqual(before);
    expect(after[0]?.stops.map((stop: Json) => stop.name)).toEqual(['Arches', 'Moab', 'Motel']);
  });
});
