import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../src/server/db/schema';
import { queueUntaggedPhotos } from '../../src/server/features/photo-tags/jobs';
import { TAGGER_VERSION, tagPhoto } from '../../src/server/features/photo-tags/tagging';
import { photoTaken, samplePhoto, uploadPhoto, waitForAutoTags } from '../support/photos';
import { confirmSubscription, pay, SANDBOX_PAYMENTS, setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip, ownerWithTrip } from '../support/trips';
import { makeAdmin } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: SANDBOX_PAYMENTS });
});
afterAll(() => server.close());

const MOAB = { lat: 38.5733, lon: -109.5498 };
// Sunset at Moab on 14 June 2025 is at 20:44 MDT (UTC−6).
const AT_SUNSET = { clock: '2025:06:14 20:30:00', offset: '-06:00', gps: MOAB };
const AT_NOON = { clock: '2025:06:14 12:30:00', offset: '-06:00', gps: MOAB };

async function premiumOwner() {
  const owner = await ownerWithTrip(server);
  await setPlan(server, owner.userId, 'premium');
  return owner;
}

async function search(client: ReturnType<TestServer['client']>, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return client.get(`/api/photos/search?${params}`);
}

const ids = (body: { photos: { id: number }[] }) => body.photos.map((photo) => photo.id);

describe('photos are tagged in the background for Premium owners', () => {
  let owner: Awaited<ReturnType<typeof premiumOwner>>;
  let dog: { id: number };
  let horses: { id: number };
  let tagsOfDog: string[];
  let tagsOfHorses: string[];

  beforeAll(async () => {
    owner = await premiumOwner();
    dog = await uploadPhoto(owner.client, owner.tripId, samplePhoto('dog'), 'IMG_0001.jpg');
    horses = await uploadPhoto(
      owner.client,
      owner.tripId,
      await photoTaken('horses', AT_SUNSET),
      'ranch.jpg',
    );
    tagsOfDog = (await waitForAutoTags(owner.client, owner.tripId, dog.id)).autoTags;
    tagsOfHorses = (await waitForAutoTags(owner.client, owner.tripId, horses.id)).autoTags;
  }, 120_000);

  it('answers the upload with autoTags empty, then finds a dog in the dog photo', async () => {
    expect(tagsOfDog).toContain('dog');
    expect(tagsOfDog).toContain('bicycle');
    expect(tagsOfDog).not.toContain('horse');
    expect(tagsOfDog.every((tag) => tag === tag.toLowerCase())).toBe(true);
  });

  it('tags the photo taken at Moab at sunset with "sunset", the place, the season, the camera', async () => {
    expect(tagsOfHorses).toEqual(
      expect.arrayContaining([
        'horse',
        'sunset',
        'moab',
        'united states',
        'summer',
        'canon eos 5d',
        'landscape',
      ]),
    );
    expect(tagsOfHorses).not.toContain('dog');
  });

  it('finds the dog photo by "dog", the sunset one by "sunset" and by "Moab", and both by nothing else', async () => {
    const byDog = await search(owner.client, { q: 'dog' });
    expect(byDog.status).toBe(200);
    expect(ids(byDog.body)).toEqual([dog.id]);
    expect(byDog.body.total).toBe(1);
    expect(byDog.body.photos[0].tripId).toBe(owner.tripId);
    expect(byDog.body.photos[0].autoTags).toContain('dog');
    expect(ids((await search(owner.client, { q: 'sunset' })).body)).toEqual([horses.id]);
    expect(ids((await search(owner.client, { q: 'Moab' })).body)).toEqual([horses.id]);
    expect(ids((await search(owner.client, { q: 'horse sunset' })).body)).toEqual([horses.id]);
    expect((await search(owner.client, { q: 'giraffe' })).body).toEqual({ photos: [], total: 0 });
  });

  it('names the state in full, so "utah" finds the Moab photo, and re-tags photos an older tagger tagged', async () => {
    expect(tagsOfHorses).toEqual(expect.arrayContaining(['ut', 'utah']));
    expect(ids((await search(owner.client, { q: 'utah' })).body)).toEqual([horses.id]);
    expect(ids((await search(owner.client, { q: 'moab utah' })).body)).toEqual([horses.id]);

    // As the first tagger left it: the state by its abbreviation alone.
    const db = server.database.db;
    await db.execute(sql`
      UPDATE photos SET auto_place_tags = ARRAY['moab', 'ut', 'united states'], auto_tag_version = 1
      WHERE id = ${horses.id}`);
    expect(ids((await search(owner.client, { q: 'utah' })).body)).toEqual([]);
    expect(await queueUntaggedPhotos(server.app.ctx)).toBeGreaterThanOrEqual(1);
    const until = Date.now() + 60_000;
    while (ids((await search(owner.client, { q: 'utah' })).body).length === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ids((await search(owner.client, { q: 'utah' })).body)).toEqual([horses.id]);
    const [row] = await db
      .select({ version: photos.autoTagVersion })
      .from(photos)
      .where(eq(photos.id, horses.id));
    expect(row?.version).toBe(TAGGER_VERSION);
  }, 90_000);

  it('forgives typos', async () => {
    expect(ids((await search(owner.client, { q: 'horsse' })).body)).toEqual([horses.id]);
    expect(ids((await search(owner.client, { q: 'sunsett' })).body)).toEqual([horses.id]);
    expect(ids((await search(owner.client, { q: 'bicycel' })).body)).toEqual([dog.id]);
    expect(ids((await search(owner.client, { q: 'moabb' })).body)).toEqual([horses.id]);
    expect(ids((await search(owner.client, { q: 'moabb horsse' })).body)).toEqual([horses.id]);
    expect(ids((await search(owner.client, { q: 'bicycel horsse' })).body)).toEqual([]);
  });

  it('finds photos by the month and year they were taken, and by file name', async () => {
    expect(ids((await search(owner.client, { q: 'june 2025' })).body)).toEqual([horses.id]);
    expect(ids((await search(owner.client, { q: '2025' })).body)).toEqual([horses.id]);
    expect(ids((await search(owner.client, { q: 'june 2024' })).body)).toEqual([]);
    expect(ids((await search(owner.client, { q: 'ranch' })).body)).toEqual([horses.id]);
  });

  it("finds the owner's tags and caption, and a stop's name", async () => {
    const edited = await owner.client.put(`/api/photos/${dog.id}`, {
      caption: 'Waiting for breakfast',
      tags: ['Rufus'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.autoTags).toContain('dog');
    expect(ids((await search(owner.client, { q: 'rufus' })).body)).toEqual([dog.id]);
    expect(ids((await search(owner.client, { q: 'breakfast' })).body)).toEqual([dog.id]);
    expect(ids((await search(owner.client, { q: 'breakfats' })).body)).toEqual([dog.id]);
    const stop = (await owner.client.get(`/api/trips/${owner.tripId}/photos`)).body.find(
      (photo: { id: number }) => photo.id === horses.id,
    ).stopId;
    expect(stop).not.toBeNull();
    await owner.client.put(`/api/stops/${stop}`, { name: 'Red Cliffs Lodge' });
    const lodge = (await search(owner.client, { q: 'lodge' })).body;
    expect(ids(lodge)).toEqual([horses.id]);
    // Each result names its trip and stop.
    const trip = (await owner.client.get(`/api/trips/${owner.tripId}`)).body;
    expect(lodge.photos[0]).toMatchObject({ tripTitle: trip.title, stopName: 'Red Cliffs Lodge' });
    const unfiled = (await search(owner.client, { q: 'rufus' })).body.photos[0];
    expect(unfiled).toMatchObject({ tripTitle: trip.title, stopName: null });
  });

  it('ranks the better match first, pages, and limits a search to one trip', async () => {
    const both = await search(owner.client, { q: 'canon' });
    // Only the sunset photo carries a camera in its EXIF.
    expect(ids(both.body)).toEqual([horses.id]);
    const anyPhoto = await search(owner.client, { q: 'landscape' });
    expect(anyPhoto.body.total).toBe(2);
    const first = await search(owner.client, { q: 'landscape', limit: 1, offset: 0 });
    const second = await search(owner.client, { q: 'landscape', limit: 1, offset: 1 });
    const past = await search(owner.client, { q: 'landscape', limit: 1, offset: 5 });
    expect([first.body.total, second.body.total, past.body.total]).toEqual([2, 2, 2]);
    expect([...ids(first.body), ...ids(second.body)].sort()).toEqual([dog.id, horses.id].sort());
    expect(past.body.photos).toEqual([]);
    const otherTrip = await createTrip(owner.client, { title: 'Another' });
    expect(ids((await search(owner.client, { q: 'dog', tripId: otherTrip.id })).body)).toEqual([]);
    expect(ids((await search(owner.client, { q: 'dog', tripId: owner.tripId })).body)).toEqual([dog.id]);
  });

  it('lets the owner remove an automatic tag, which stays removed when the photo is tagged again', async () => {
    const removed = await owner.client.delete(`/api/photos/${dog.id}/auto-tags/dog`);
    expect(removed.status).toBe(200);
    expect(removed.body.autoTags).not.toContain('dog');
    expect(removed.body.autoTags).toContain('bicycle');
    expect(ids((await search(owner.client, { q: 'dog' })).body)).toEqual([]);
    await tagPhoto(server.app.ctx, dog.id);
    const list = await owner.client.get(`/api/trips/${owner.tripId}/photos`);
    const again = list.body.find((photo: { id: number }) => photo.id === dog.id);
    expect(again.autoTags).not.toContain('dog');
    expect(again.autoTags).toContain('bicycle');
    expect(ids((await search(owner.client, { q: 'dog' })).body)).toEqual([]);
  });

  it("never returns a stranger's photos, nor lets anyone but the owner remove a tag", async () => {
    const stranger = await premiumOwner();
    await uploadPhoto(stranger.client, stranger.tripId, samplePhoto('horses'), 'other.jpg');
    const bySunset = await search(stranger.client, { q: 'horse' });
    expect(bySunset.status).toBe(200);
    expect(ids(bySunset.body)).not.toContain(horses.id);
    const namedTrip = await search(stranger.client, { q: 'horse', tripId: owner.tripId });
    expect(namedTrip.status).toBe(404);
    const removal = await stranger.client.delete(`/api/photos/${horses.id}/auto-tags/horse`);
    expect(removal.status).toBe(404);
    // Nor corrects a typo to words only someone else's photos have.
    expect(await search(stranger.client, { q: 'moabb' })).toMatchObject({ body: { photos: [], total: 0 } });
  });

  it('searches trips shared with the reader, without place words inside the owner’s privacy zones', async () => {
    const reader = await premiumOwner();
    const share = await owner.client.post(`/api/trips/${owner.tripId}/share`, {
      sharedWithId: reader.userId,
    });
    expect(share.status).toBe(201);
    const found = await search(reader.client, { q: 'moab' });
    expect(ids(found.body)).toEqual([horses.id]);
    expect(found.body.photos[0].autoTags).toContain('moab');
    const zone = await owner.client.put('/api/user/privacy-zones', [
      { name: 'Ranch', latitude: MOAB.lat, longitude: MOAB.lon, radiusMeters: 500 },
    ]);
    expect(zone.status).toBe(200);
    expect(ids((await search(reader.client, { q: 'moab' })).body)).toEqual([]);
    const byHorse = await search(reader.client, { q: 'horse' });
    expect(ids(byHorse.body)).toEqual([horses.id]);
    expect(byHorse.body.photos[0].autoTags).not.toContain('moab');
    expect(byHorse.body.photos[0].latitude).toBeNull();
    expect(ids((await search(owner.client, { q: 'moab' })).body)).toEqual([horses.id]);
  });
});

describe('plans', () => {
  it('refuses Free users with 403 plan_required and leaves their photos untagged until they upgrade', async () => {
    const free = await ownerWithTrip(server);
    const photo = await uploadPhoto(
      free.client,
      free.tripId,
      await photoTaken('horses', AT_NOON),
      'noon.jpg',
    );
    const refused = await search(free.client, { q: 'horse' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('plan_required');
    expect(refused.body.message).toMatch(/Premium plan/);
    await queueUntaggedPhotos(server.app.ctx);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const list = await free.client.get(`/api/trips/${free.tripId}/photos`);
    expect(list.body[0].autoTags).toEqual([]);

    // A month of Pro bought with the sandbox's test card: the photos from before are queued at once.
    const { intent } = await pay(free.client, 'pro');
    expect((await confirmSubscription(free.client, intent.paymentIntentId, 'pro')).status).toBe(200);
    const tagged = await waitForAutoTags(free.client, free.tripId, photo.id);
    expect(tagged.autoTags).toContain('horse');
    expect(tagged.autoTags).not.toContain('sunset');
    expect(ids((await search(free.client, { q: 'horse' })).body)).toEqual([photo.id]);
  }, 90_000);

  it('lets administrators search without a paid plan', async () => {
    const admin = await ownerWithTrip(server);
    await makeAdmin(server, admin.account.username);
    const answer = await search(admin.client, { q: 'anything' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ photos: [], total: 0 });
  });
});

describe('bad input', () => {
  let owner: Awaited<ReturnType<typeof premiumOwner>>;
  beforeAll(async () => {
    owner = await premiumOwner();
  });

  it.each([
    [{}, 'q'],
    [{ q: '' }, 'q'],
    [{ q: '!!!' }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ q: 'dog', limit: 0 }, 'Limit'],
    [{ q: 'dog', limit: 201 }, 'Limit'],
    [{ q: 'dog', limit: 'ten' }, 'Limit'],
    [{ q: 'dog', offset: -1 }, 'Offset'],
    [{ q: 'dog', tripId: 'abc' }, 'Trip id'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const answer = await search(owner.client, query);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation');
    expect(answer.body.message).toMatch(field === 'q' ? /Search/ : new RegExp(field));
  });

  it('answers 404 for a trip that does not exist, and for an auto tag on a missing photo', async () => {
    expect((await search(owner.client, { q: 'dog', tripId: 999_999 })).status).toBe(404);
    expect((await owner.client.delete('/api/photos/999999/auto-tags/dog')).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const anonymous = server.client();
    expect((await search(anonymous, { q: 'dog' })).status).toBe(401);
    expect((await anonymous.delete('/api/photos/1/auto-tags/dog')).status).toBe(401);
  });
});
