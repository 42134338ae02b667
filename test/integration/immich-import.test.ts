import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_KEY, type ImmichStandIn, startImmichStandIn } from '../support/immich-stand-in';
import { importAt } from '../support/imports';
import { startTestServer, type TestServer } from '../support/server';
import { signUp } from '../support/users';

let server: TestServer;
let immich: ImmichStandIn;
beforeAll(async () => {
  [server, immich] = await Promise.all([startTestServer(), startImmichStandIn({ fillerPhotos: 260 })]);
});
afterAll(() => Promise.all([server.close(), immich.close()]));

async function linkedTraveller() {
  const client = server.client();
  await signUp(client);
  expect((await client.put('/api/user/immich', { url: immich.url, apiKey: GOOD_KEY })).status).toBe(200);
  return client;
}

async function importFromImmich(client: Awaited<ReturnType<typeof linkedTraveller>>, body: object) {
  const sent = await client.post('/api/imports/immich', body);
  expect(sent.status).toBe(201);
  expect(sent.body).toEqual({ id: expect.any(String), status: 'analysing' });
  const ready = await importAt(client, sent.body.id, ['ready', 'failed']);
  expect(ready.status).toBe('ready');
  expect((await client.post(`/api/imports/${sent.body.id}/start`, {})).status).toBe(200);
  return { ready, done: await importAt(client, sent.body.id, ['done', 'failed'], 60) };
}

describe('importing from Immich', () => {
  it("brings an album's photos in with their places and times, once", async () => {
    const client = await linkedTraveller();
    const albums = (await client.get('/api/user/immich/albums')).body;
    const canyon = albums.find((album: { name: string }) => album.name === 'Canyon country');
    const { ready, done } = await importFromImmich(client, { albumId: canyon.id });
    expect(ready).toMatchObject({ kind: 'immich', found: { trips: 1, photos: 3 } });
    expect(done).toMatchObject({ status: 'done', created: { trips: 1, photos: 3 } });
    const tripId = done.tripIds[0];
    expect((await client.get(`/api/trips/${tripId}`)).body.title).toBe('Canyon country');
    const photos = (await client.get(`/api/trips/${tripId}/photos`)).body;
    const byName = new Map(photos.map((photo: { originalName: string }) => [photo.originalName, photo]));
    expect(byName.get('moab.jpg')).toMatchObject({ latitude: 38.5733, longitude: -109.5498 });
    expect(byName.get('motel.jpg')).toMatchObject({ latitude: null, stopId: null });
    expect(immich.requests.some((request) => request.path.endsWith('/original'))).toBe(true);

    const again = await importFromImmich(client, { albumId: canyon.id });
    expect(again.done).toMatchObject({ status: 'done', created: { trips: 0, photos: 0 } });
    expect((await client.get('/api/trips')).body).toHaveLength(1);
    expect((await client.get(`/api/trips/${tripId}/photos`)).body).toHaveLength(3);
  });

  it('reads a range of days page by page', async () => {
    const client = await linkedTraveller();
    const before = immich.requests.length;
    const sent = await client.post('/api/imports/immich', { from: '2026-01-01', to: '2026-01-01' });
    const ready = await importAt(client, sent.body.id, ['ready', 'failed']);
    expect(ready).toMatchObject({ status: 'ready', found: { trips: 1, photos: 260 } });
    const searches = immich.requests
      .slice(before)
      .filter((request) => request.path === '/api/search/metadata');
    expect(searches.length).toBeGreaterThan(1);
    expect((await client.delete(`/api/imports/${sent.body.id}`)).status).toBe(204);
  });

  it("takes Immich's previews when asked", async () => {
    const client = await linkedTraveller();
    const albums = (await client.get('/api/user/immich/albums')).body;
    const canyon = albums.find((album: { name: string }) => album.name === 'Canyon country');
    const before = immich.requests.length;
    const { done } = await importFromImmich(client, { albumId: canyon.id, originals: false });
    expect(done).toMatchObject({ status: 'done', created: { photos: 3 } });
    const asked = immich.requests.slice(before).map((request) => request.path);
    expect(asked.filter((path) => path.includes('size=preview'))).toHaveLength(3);
    expect(asked.some((path) => path.endsWith('/original'))).toBe(false);
  });

  it('refuses without a link, without a session, and with nothing chosen', async () => {
    const client = server.client();
    await signUp(client);
    const unlinked = await client.post('/api/imports/immich', { albumId: 'a' });
    expect(unlinked.status).toBe(400);
    expect(unlinked.body.message).toContain('Link your Immich server');
    expect((await server.client().post('/api/imports/immich', { albumId: 'a' })).status).toBe(401);
    const linked = await linkedTraveller();
    const nothing = await linked.post('/api/imports/immich', {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.code).toBe('validation');
  });
});
