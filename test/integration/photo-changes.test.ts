import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../support/event-stream';
import { imagesDerived, samplePhoto, uploadPhoto } from '../support/photos';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip, ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const idsOf = (body: unknown) => (body as { id: number }[]).map((photo) => photo.id);

describe('an open trip page reads only the photos that changed', () => {
  it('is told when background work tagged a photo, with no actor and nothing in the activity', async () => {
    const owner = await ownerWithTrip(server);
    await setPlan(server, owner.userId, 'pro');
    const stream = await openEventStream(owner.client, `/api/trips/${owner.tripId}/events`);
    try {
      // Followed from here on.
      await stream.next((e) => e.event === 'presence');
      const photo = await uploadPhoto(owner.client, owner.tripId, samplePhoto('dog'), 'dog.jpg');
      const created = await stream.next((e) => e.event === 'change');
      expect(created.data).toMatchObject({ type: 'photo.created', id: photo.id });
      const tagged = await stream.next(
        (e) => e.event === 'change' && (e.data as { type: string }).type === 'photo.tagged',
        60_000,
      );
      expect(tagged.data).toEqual({ type: 'photo.tagged', id: photo.id, actor: null });

      const [changed] = (await owner.client.get(`/api/trips/${owner.tripId}/photos?ids=${photo.id}`))
        .body as { autoTags: string[] }[];
      expect(changed?.autoTags).toContain('dog');
      const activity = await owner.client.get(`/api/trips/${owner.tripId}/activity`);
      expect(JSON.stringify(activity.body)).not.toContain('photo.tagged');
    } finally {
      stream.close();
    }
  });

  it('answers ?ids= with those photos of the trip, in the list’s order, as the list shows them', async () => {
    const owner = await ownerWithTrip(server);
    const uploaded = [];
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg'])
      uploaded.push(await uploadPhoto(owner.client, owner.tripId, samplePhoto('horses'), name));
    const [a, b, c] = uploaded.map((photo) => photo.id) as [number, number, number];
    const whole = await owner.client.get(`/api/trips/${owner.tripId}/photos`);

    const some = await owner.client.get(`/api/trips/${owner.tripId}/photos?ids=${c},${a},${a}`);
    expect(some.status).toBe(200);
    expect(idsOf(some.body)).toEqual([a, c]);
    expect(some.body).toEqual((whole.body as { id: number }[]).filter((photo) => photo.id !== b));

    // Another trip's photo is not among this trip's, even for its owner.
    const other = await createTrip(owner.client);
    const elsewhere = await uploadPhoto(owner.client, other.id, samplePhoto('dog'), 'd.jpg');
    const mixed = await owner.client.get(`/api/trips/${owner.tripId}/photos?ids=${a},${elsewhere.id}`);
    expect(idsOf(mixed.body)).toEqual([a]);
    await imagesDerived(server.database.db);
  });

  it('keeps the trip’s version while a photo’s copy and thumbnail are made, and raises it for what readers see', async () => {
    const owner = await ownerWithTrip(server);
    const photo = await uploadPhoto(owner.client, owner.tripId, samplePhoto('dog'), 'dog.jpg');
    await imagesDerived(server.database.db);
    const tag = async () => (await owner.client.get(`/api/trips/${owner.tripId}/photos`)).headers.get('etag');
    const before = await tag();
    // What the image job writes once it has made the files.
    await server.database.pool.query(
      'update photos set shared_filename = filename, thumbnail_made = true where id = $1',
      [photo.id],
    );
    expect(await tag()).toBe(before);
    await server.database.pool.query(`update photos set caption = 'At the beach' where id = $1`, [photo.id]);
    expect(await tag()).not.toBe(before);
  });

  it('refuses ids that are not a list of photo ids, or too many, with a 400 naming the problem', async () => {
    const owner = await ownerWithTrip(server);
    for (const bad of ['', 'abc', '1,,2', '1;2', '-1', '0', '99999999999']) {
      const response = await owner.client.get(
        `/api/trips/${owner.tripId}/photos?ids=${encodeURIComponent(bad)}`,
      );
      expect(response.status, bad).toBe(400);
      expect(response.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    const tooMany = await owner.client.get(`/api/trips/${owner.tripId}/photos?ids=${many}`);
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { message: string }).message).toContain('At most 200');
  });

  it('answers 404 for someone else’s trip and 401 without a session', async () => {
    const owner = await ownerWithTrip(server);
    const photo = await uploadPhoto(owner.client, owner.tripId, samplePhoto('dog'), 'dog.jpg');
    const stranger = server.client();
    await signUp(stranger);
    expect((await stranger.get(`/api/trips/${owner.tripId}/photos?ids=${photo.id}`)).status).toBe(404);
    expect((await server.client().get(`/api/trips/${owner.tripId}/photos?ids=${photo.id}`)).status).toBe(401);
    await imagesDerived(server.database.db);
  });
});
