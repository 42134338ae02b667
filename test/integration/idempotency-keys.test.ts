import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUp } from '../../src/server/features/clean-up/jobs';
import type { TestClient, TestResponse } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { imagesDerived } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, ownerWithTrip } from '../support/trips';
import { storedUploads } from '../support/uploads';
import { voiceMemoForm as memoForm } from '../support/voice-memos';

let server: TestServer;
let jpeg: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  jpeg = await makeJpeg({ width: 800, height: 600, gps: { lat: 36.1, lon: -112.1 } });
});
afterAll(() => server.close());

let keys = 0;
const newKey = () => `sync-${process.pid}-${Date.now()}-${++keys}`;
const keyed = (key: string) => ({ 'Idempotency-Key': key });

const stopsOf = async (client: TestClient, tripId: number) =>
  (await client.get(`/api/trips/${tripId}/stops`)).body as { id: number; name: string }[];
const photosOf = async (client: TestClient, tripId: number) =>
  (await client.get(`/api/trips/${tripId}/photos`)).body as { id: number; filename: string }[];

function expectSameReply(replay: TestResponse, first: TestResponse) {
  expect(replay.status).toBe(first.status);
  expect(replay.text).toBe(first.text);
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
}

const keyRows = async (userId: number) =>
  (
    await server.database.pool.query(
      'SELECT key, status FROM idempotent_requests WHERE user_id = $1 ORDER BY created_at',
      [userId],
    )
  ).rows as { key: string; status: number | null }[];

describe('a write sent again with its Idempotency-Key', () => {
  it('adds the stop once and gives the first reply, status and body, again', async () => {
    const owner = await ownerWithTrip(server);
    const key = newKey();
    const body = { name: 'Mesa Arch', latitude: 38.38, longitude: -109.87 };
    const first = await owner.client.post(`/api/trips/${owner.tripId}/stops`, body, keyed(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await owner.client.post(`/api/trips/${owner.tripId}/stops`, body, keyed(key));
    expectSameReply(again, first);
    expect((await stopsOf(owner.client, owner.tripId)).map((stop) => stop.name)).toEqual(['Mesa Arch']);
    // Without a key, the same request is a second stop, as before.
    expect((await owner.client.post(`/api/trips/${owner.tripId}/stops`, body)).status).toBe(201);
    expect(await stopsOf(owner.client, owner.tripId)).toHaveLength(2);
  });

  it('stores a photo once, with one set of files, when the form is sent again with a new boundary', async () => {
    const owner = await ownerWithTrip(server);
    const key = newKey();
    const originals = storedUploads(server.dataDir, 'photos').length;
    const upload = () =>
      owner.client.post(`/api/trips/${owner.tripId}/photos`, photoForm(jpeg, 'canyon.jpg'), keyed(key));
    const first = await upload();
    expect(first.status).toBe(201);
    const again = await upload();
    expectSameReply(again, first);
    const photos = await photosOf(owner.client, owner.tripId);
    expect(photos).toHaveLength(1);
    await imagesDerived(server.database.db);
    expect(storedUploads(server.dataDir, 'photos')).toHaveLength(originals + 1);
    // The stop made from the photo's place was made once too.
    expect(await stopsOf(owner.client, owner.tripId)).toHaveLength(1);
  });

  it('edits a stop and a photo once: a replay after a later edit changes nothing back', async () => {
    const owner = await ownerWithTrip(server);
    const stop = await addStop(owner.client, owner.tripId, { name: 'Moab' });
    const key = newKey();
    const edit = { name: 'Moab, Utah', latitude: 38.57, longitude: -109.55 };
    const first = await owner.client.request('PUT', `/api/stops/${stop.id}`, edit, keyed(key));
    expect(first.status).toBe(200);
    expect((await owner.client.put(`/api/stops/${stop.id}`, { ...edit, name: 'Moab, UT' })).status).toBe(200);
    const again = await owner.client.request('PUT', `/api/stops/${stop.id}`, edit, keyed(key));
    expectSameReply(again, first);
    expect((await stopsOf(owner.client, owner.tripId))[0]?.name).toBe('Moab, UT');

    const photo = (await owner.client.post(`/api/trips/${owner.tripId}/photos`, photoForm(jpeg, 'p.jpg')))
      .body;
    const photoKey = newKey();
    const caption = { caption: 'Delicate Arch at dusk' };
    const captioned = await owner.client.request('PUT', `/api/photos/${photo.id}`, caption, keyed(photoKey));
    expect(captioned.status).toBe(200);
    expect((await owner.client.put(`/api/photos/${photo.id}`, { caption: 'Later words' })).status).toBe(200);
    expectSameReply(
      await owner.client.request('PUT', `/api/photos/${photo.id}`, caption, keyed(photoKey)),
      captioned,
    );
    const stored = (await photosOf(owner.client, owner.tripId)) as unknown as { caption: string }[];
    expect(stored[0]?.caption).toBe('Later words');
  });

  it('adds route points and a voice memo once', async () => {
    const owner = await ownerWithTrip(server);
    const stop = await addStop(owner.client, owner.tripId);
    const points = {
      points: Array.from({ length: 5 }, (_, i) => ({
        lat: 38.5 + i / 100,
        lng: -109.5,
        time: new Date(Date.UTC(2026, 5, 1, 12, i)).toISOString(),
      })),
    };
    const key = newKey();
    const first = await owner.client.post(`/api/trips/${owner.tripId}/route/points`, points, keyed(key));
    expect(first.status).toBe(200);
    const route = async () => (await owner.client.get(`/api/trips/${owner.tripId}/route`)).body;
    const recorded = await route();
    expect(recorded.pointCount).toBe(5);
    expectSameReply(
      await owner.client.post(`/api/trips/${owner.tripId}/route/points`, points, keyed(key)),
      first,
    );
    // Not merged again: the route was not written a second time.
    expect(await route()).toEqual(recorded);

    const memoKey = newKey();
    const memoFirst = await owner.client.post(`/api/stops/${stop.id}/voice-memo`, memoForm(), keyed(memoKey));
    expect(memoFirst.status).toBe(200);
    const voiceFiles = storedUploads(server.dataDir, 'voice').length;
    expectSameReply(
      await owner.client.post(`/api/stops/${stop.id}/voice-memo`, memoForm(), keyed(memoKey)),
      memoFirst,
    );
    expect(storedUploads(server.dataDir, 'voice')).toHaveLength(voiceFiles);
  });

  it('stores one stop and one photo when the same keyed request arrives several times at once', async () => {
    const owner = await ownerWithTrip(server);
    const key = newKey();
    const body = { name: 'Horseshoe Bend', latitude: 36.88, longitude: -111.51 };
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        owner.client.post(`/api/trips/${owner.tripId}/stops`, body, keyed(key)),
      ),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(201);
      expect(reply.text).toBe(replies[0]?.text);
    }
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await stopsOf(owner.client, owner.tripId)).toHaveLength(1);

    const photoKey = newKey();
    const originals = storedUploads(server.dataDir, 'photos').length;
    const uploads = await Promise.all(
      Array.from({ length: 4 }, () =>
        owner.client.post(`/api/trips/${owner.tripId}/photos`, photoForm(jpeg, 'bend.jpg'), keyed(photoKey)),
      ),
    );
    for (const upload of uploads) {
      expect(upload.status).toBe(201);
      expect(upload.text).toBe(uploads[0]?.text);
    }
    const photos = await photosOf(owner.client, owner.tripId);
    expect(photos).toHaveLength(1);
    // The uploads that lost the key were rolled back with their files.
    await imagesDerived(server.database.db);
    expect(storedUploads(server.dataDir, 'photos')).toHaveLength(originals + 1);
    expect(storedUploads(server.dataDir, '.incoming')).toEqual([]);
  });

  it('stores each of several photos a traveller sends at once with their own keys', async () => {
    // Each upload locks its owner and takes a key referring to them: taken the other way round, they deadlocked.
    for (let round = 0; round < 4; round++) {
      const owner = await ownerWithTrip(server);
      const photos = await Promise.all(
        [36.37, 36.27, 36.16].map((lat) => makeJpeg({ gps: { lat, lon: -121.9 }, noise: true })),
      );
      const replies = await Promise.all(
        photos.map((photo, n) =>
          owner.client.post(
            `/api/trips/${owner.tripId}/photos`,
            photoForm(photo, `${n}.jpg`),
            keyed(`several-${round}-${n}`),
          ),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201]);
    }
  });

  it('answers 422 idempotency_key_reused for the same key with another body or path, changing nothing', async () => {
    const owner = await ownerWithTrip(server);
    const key = newKey();
    const first = await owner.client.post(
      `/api/trips/${owner.tripId}/stops`,
      { name: 'Page', latitude: 36.9, longitude: -111.46 },
      keyed(key),
    );
    expect(first.status).toBe(201);
    const reused = await owner.client.post(
      `/api/trips/${owner.tripId}/stops`,
      { name: 'Kanab', latitude: 37.05, longitude: -112.53 },
      keyed(key),
    );
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request',
    });
    const elsewhere = await owner.client.request(
      'PUT',
      `/api/stops/${first.body.id}`,
      { name: 'Page', latitude: 36.9, longitude: -111.46 },
      keyed(key),
    );
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.code).toBe('idempotency_key_reused');
    const photo = await owner.client.post(
      `/api/trips/${owner.tripId}/photos`,
      photoForm(jpeg, 'x.jpg'),
      keyed(key),
    );
    expect(photo.status).toBe(422);
    expect((await stopsOf(owner.client, owner.tripId)).map((stop) => stop.name)).toEqual(['Page']);
    expect(await photosOf(owner.client, owner.tripId)).toEqual([]);
  });

  it('keeps nothing for a refused request: the key is free for the corrected one', async () => {
    const owner = await ownerWithTrip(server);
    const key = newKey();
    const refused = await owner.client.post(
      `/api/trips/${owner.tripId}/stops`,
      { name: '', latitude: 36.9, longitude: -111.46 },
      keyed(key),
    );
    expect(refused.status).toBe(400);
    expect(await keyRows(owner.userId)).toEqual([]);
    const fixed = await owner.client.post(
      `/api/trips/${owner.tripId}/stops`,
      { name: 'Page', latitude: 36.9, longitude: -111.46 },
      keyed(key),
    );
    expect(fixed.status).toBe(201);
    expect(await keyRows(owner.userId)).toEqual([{ key, status: 201 }]);
  });

  it('refuses a key that is empty, too long or not printable, with a 400', async () => {
    const owner = await ownerWithTrip(server);
    const stop = { name: 'Page', latitude: 36.9, longitude: -111.46 };
    for (const key of ['', 'k'.repeat(201), 'caf\u00e9']) {
      const refused = await owner.client.post(`/api/trips/${owner.tripId}/stops`, stop, keyed(key));
      expect(refused.status, JSON.stringify(key)).toBe(400);
      expect(refused.body).toEqual({
        code: 'validation',
        message: 'Idempotency-Key must be 1 to 200 printable characters',
      });
    }
    expect(
      (await owner.client.post(`/api/trips/${owner.tripId}/stops`, stop, keyed('k'.repeat(200)))).status,
    ).toBe(201);
    expect(await stopsOf(owner.client, owner.tripId)).toHaveLength(1);
  });

  it('answers 401 without a session or with a wrong one, and 404 on another traveller’s trip', async () => {
    const owner = await ownerWithTrip(server);
    const key = newKey();
    const stop = { name: 'Page', latitude: 36.9, longitude: -111.46 };
    const first = await owner.client.post(`/api/trips/${owner.tripId}/stops`, stop, keyed(key));
    expect(first.status).toBe(201);
    const stranger = server.client();
    expect((await stranger.post(`/api/trips/${owner.tripId}/stops`, stop, keyed(key))).status).toBe(401);
    stranger.cookies.set('roadbook_sid', 'not-a-session');
    expect((await stranger.post(`/api/trips/${owner.tripId}/stops`, stop, keyed(key))).status).toBe(401);
    // Keys are each traveller's own: another's same key neither replays the owner's reply nor is refused.
    const other = await ownerWithTrip(server);
    const theirs = await other.client.post(`/api/trips/${owner.tripId}/stops`, stop, keyed(key));
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    const own = await other.client.post(`/api/trips/${other.tripId}/stops`, stop, keyed(key));
    expect(own.status).toBe(201);
    expect(await stopsOf(owner.client, owner.tripId)).toHaveLength(1);
  });

  it('acts again once the key is older than a day, and the clean-up removes such keys', async () => {
    const owner = await ownerWithTrip(server);
    const key = newKey();
    const stop = { name: 'Page', latitude: 36.9, longitude: -111.46 };
    expect((await owner.client.post(`/api/trips/${owner.tripId}/stops`, stop, keyed(key))).status).toBe(201);
    await server.database.pool.query(
      `UPDATE idempotent_requests SET created_at = now() - interval '24 hours 1 minute' WHERE user_id = $1`,
      [owner.userId],
    );
    const later = await owner.client.post(
      `/api/trips/${owner.tripId}/stops`,
      { ...stop, name: 'Page again' },
      keyed(key),
    );
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await stopsOf(owner.client, owner.tripId)).toHaveLength(2);

    await server.database.pool.query(
      `UPDATE idempotent_requests SET created_at = now() - interval '25 hours' WHERE user_id = $1`,
      [owner.userId],
    );
    await cleanUp(server.app.ctx);
    expect(await keyRows(owner.userId)).toEqual([]);
  });

  it('waits for the first reply of a change still being answered, and says the change is stored when that reply was lost', async () => {
    const owner = await ownerWithTrip(server);
    const stop = { name: 'Page', latitude: 36.9, longitude: -111.46 };
    const url = `/api/trips/${owner.tripId}/stops`;
    // The first request's change is stored and its reply not yet kept: the replay waits for it.
    const first = await owner.client.post(url, stop, keyed('slow-reply'));
    const kept = (
      await server.database.pool.query(
        `UPDATE idempotent_requests SET status = NULL WHERE user_id = $1 RETURNING body`,
        [owner.userId],
      )
    ).rows[0];
    const replay = owner.client.post(url, stop, keyed('slow-reply'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.database.pool.query(`UPDATE idempotent_requests SET status = 201 WHERE user_id = $1`, [
      owner.userId,
    ]);
    expectSameReply(await replay, first);
    expect(kept.body).toBe(first.text);

    // Its server stopped between the commit and keeping the reply.
    await server.database.pool.query(
      `UPDATE idempotent_requests SET status = NULL, body = NULL WHERE user_id = $1`,
      [owner.userId],
    );
    const lost = await owner.client.post(url, stop, keyed('slow-reply'));
    expect(lost.status).toBe(409);
    expect(lost.body.code).toBe('idempotency_reply_lost');
    expect(await stopsOf(owner.client, owner.tripId)).toHaveLength(1);
  });
});
