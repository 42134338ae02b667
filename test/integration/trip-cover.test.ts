import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip, ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function upload(client: TestClient, tripId: number, name: string, takenAt?: string) {
  const photo = await makeJpeg(takenAt ? { takenAt } : {});
  const response = await client.post(`/api/trips/${tripId}/photos`, photoForm(photo, name));
  expect(response.status).toBe(201);
  const photos = (await client.get(`/api/trips/${tripId}/photos`)).body as {
    id: number;
    originalName: string;
  }[];
  const found = photos.find((p) => p.originalName === name);
  if (!found) throw new Error(`${name} was not stored`);
  return found.id;
}

const cardOf = async (client: TestClient, tripId: number) =>
  ((await client.get('/api/trips')).body as { id: number; cover: { photoId: number } | null }[]).find(
    (trip) => trip.id === tripId,
  );

describe('PUT /api/trips/:id/cover-photo', () => {
  it('shows a trip by its first photo until the owner chooses one, and back again', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    expect((await cardOf(client, tripId))?.cover).toBeNull();
    const later = await upload(client, tripId, 'later.jpg', '2026:05:03 10:00:00');
    const first = await upload(client, tripId, 'first.jpg', '2026:05:01 10:00:00');
    expect((await cardOf(client, tripId))?.cover).toMatchObject({
      photoId: first,
      filename: expect.any(String),
    });

    const chosen = await client.put(`/api/trips/${tripId}/cover-photo`, { photoId: later });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ id: tripId, coverPhotoId: later, canEdit: true });
    expect((await client.get(`/api/trips/${tripId}`)).body.coverPhotoId).toBe(later);
    expect((await cardOf(client, tripId))?.cover?.photoId).toBe(later);

    const reset = await client.put(`/api/trips/${tripId}/cover-photo`, { photoId: null });
    expect(reset.body.coverPhotoId).toBeNull();
    expect((await cardOf(client, tripId))?.cover?.photoId).toBe(first);
  });

  it('forgets the cover when its photo is deleted', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const keep = await upload(client, tripId, 'keep.jpg', '2026:05:01 10:00:00');
    const gone = await upload(client, tripId, 'gone.jpg', '2026:05:02 10:00:00');
    await client.put(`/api/trips/${tripId}/cover-photo`, { photoId: gone });
    expect((await client.delete(`/api/photos/${gone}`)).status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}`)).body.coverPhotoId).toBeNull();
    expect((await cardOf(client, tripId))?.cover?.photoId).toBe(keep);
  });

  it('refuses bad input with 400 and a code', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    for (const body of [{}, { photoId: 'abc' }, { photoId: -1 }, { photoId: 1.5 }]) {
      const response = await client.put(`/api/trips/${tripId}/cover-photo`, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation', message: expect.any(String) });
    }
    const badTrip = await client.put('/api/trips/abc/cover-photo', { photoId: null });
    expect(badTrip.status).toBe(400);
  });

  it('answers 404 for another traveller’s trip and for a photo of another trip', async () => {
    const owner = await ownerWithTrip(server);
    const photoId = await upload(owner.client, owner.tripId, 'mine.jpg');
    const other = server.client();
    await signUp(other);
    const theirs = await createTrip(other);
    const intruder = await other.put(`/api/trips/${owner.tripId}/cover-photo`, { photoId });
    expect(intruder.status).toBe(404);
    const borrowed = await other.put(`/api/trips/${theirs.id}/cover-photo`, { photoId });
    expect(borrowed.status).toBe(404);
    expect(borrowed.body.code).toBe('not_found');
    expect((await other.get(`/api/trips/${theirs.id}`)).body.coverPhotoId).toBeNull();
    expect(
      (await owner.client.put(`/api/trips/${owner.tripId}/cover-photo`, { photoId: 999_999_999 })).status,
    ).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const { tripId } = await ownerWithTrip(server);
    const response = await server.client().put(`/api/trips/${tripId}/cover-photo`, { photoId: null });
    expect(response.status).toBe(401);
  });

  it('never answers 500 when the photo is deleted while it is being chosen', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    for (let round = 0; round < 12; round++) {
      const photoId = await upload(client, tripId, `race-${round}.jpg`);
      const [chosen, deleted] = await Promise.all([
        client.put(`/api/trips/${tripId}/cover-photo`, { photoId }),
        client.delete(`/api/photos/${photoId}`),
      ]);
      expect([200, 404]).toContain(chosen.status);
      expect(deleted.status).toBe(200);
      expect((await client.get(`/api/trips/${tripId}`)).body.coverPhotoId).toBeNull();
    }
  });
});
