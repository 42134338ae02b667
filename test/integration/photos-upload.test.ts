import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, tripStops } from '../../src/server/db/schema';
import { DERIVE_PHOTO_IMAGES } from '../../src/server/features/photos/jobs';
import { saveUploadSettings } from '../../src/server/features/settings/settings';
import { guideThumbnailName } from '../../src/server/files/owned-files';
import { makeGif, makeJpeg, makePng, makeWebp, photoForm } from '../support/images';
import { imagesDerived } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip, ownerWithTrip, shareLink } from '../support/trips';
import { storedUploads } from '../support/uploads';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MOAB = { lat: 38.5733, lon: -109.5498 };

function storedFiles(): string[] {
  return ['photos', 'shared', 'thumbs', '.incoming'].flatMap((area) =>
    storedUploads(server.dataDir, area).map((f) => `${area}/${f}`),
  );
}

/** The stored files once the background jobs have derived every photo's images. */
async function settledFiles(): Promise<string[]> {
  await imagesDerived(server.database.db);
  return storedFiles();
}

async function expectNothingLeftBehind(tripId: number, filesBefore: string[]) {
  expect(storedFiles().sort()).toEqual(filesBefore.sort());
  expect(await server.database.db.select().from(photos).where(eq(photos.tripId, tripId))).toHaveLength(0);
}

describe('POST /api/trips/:id/photos', () => {
  it('keeps a located JPEG, makes a WebP thumbnail and a stop named after the place', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const jpeg = await makeJpeg({ width: 1600, height: 1200, gps: MOAB, takenAt: '2026:05:02 14:30:00' });
    const response = await client.post(`/api/trips/${tripId}/photos`, photoForm(jpeg, 'arches.jpg'));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      hasGPS: true,
      autoStopCreated: true,
      originalName: 'arches.jpg',
      mimetype: 'image/jpeg',
      size: jpeg.length,
      width: 1600,
      height: 1200,
      takenAt: '2026-05-02T14:30:00.000Z',
      caption: null,
      tags: [],
      stop: { name: 'Moab', visitType: 'photo' },
    });
    expect(response.body.latitude).toBeCloseTo(MOAB.lat, 4);
    expect(response.body.longitude).toBeCloseTo(MOAB.lon, 4);
    expect(response.body.stopId).toBe(response.body.stop.id);
    expect(response.body.locationName).toBe('Moab, UT, United States');
    expect(response.body.filename).not.toContain('arches');

    const original = await client.get(`/uploads/${response.body.filename}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(original.headers.get('content-length'))).toBe(jpeg.length);

    const thumbResponse = await fetch(`${server.baseUrl}/uploads/thumbs/${response.body.thumbnailFilename}`, {
      headers: { cookie: `roadbook_sid=${client.cookies.get('roadbook_sid')}` },
    });
    expect(thumbResponse.headers.get('content-type')).toBe('image/webp');
    const thumb = await sharp(Buffer.from(await thumbResponse.arrayBuffer())).metadata();
    expect(thumb.format).toBe('webp');
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(400);

    const stops = (await client.get(`/api/trips/${tripId}/stops`)).body;
    expect(stops).toHaveLength(1);
  });

  it('keeps the photo with its thumbnail when its background work cannot be queued: the first visitor has the copy made', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const db = server.database.db;
    await db.execute(sql`
      create function refuse_derivation_job() returns trigger language plpgsql as $$
      begin
        if new.name = ${sql.raw(`'${DERIVE_PHOTO_IMAGES}'`)} then raise exception 'queue refused'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger refuse_derivation before insert on pgboss.job
      for each row execute function refuse_derivation_job()`);
    try {
      const response = await client.post(`/api/trips/${tripId}/photos`, photoForm(await makeJpeg(), 'a.jpg'));
      expect(response.status).toBe(201);
      const [row] = await db.select().from(photos).where(eq(photos.id, response.body.id));
      expect(row).toMatchObject({ thumbnailMade: true, sharedFilename: null });
      const thumbnail = response.body.thumbnailFilename;
      expect(storedUploads(server.dataDir, 'thumbs')).toEqual(
        expect.arrayContaining([thumbnail, guideThumbnailName(thumbnail)]),
      );
      const thumb = await client.get(`/uploads/thumbs/${thumbnail}`);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      const { inviteToken } = await shareLink(client, tripId);
      const full = await server.client().get(`/uploads/${response.body.filename}?share=${inviteToken}`);
      expect(full.status).toBe(200);
      const [after] = await db.select().from(photos).where(eq(photos.id, response.body.id));
      expect(after?.sharedFilename).toBe(response.body.filename);
    } finally {
      await db.execute(sql`drop trigger refuse_derivation on pgboss.job`);
      await db.execute(sql`drop function refuse_derivation_job()`);
    }
  });

  it('joins a stop within 200 m instead of making another', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId, {
      name: 'Moab camp',
      latitude: MOAB.lat,
      longitude: MOAB.lon,
    });
    const near = await makeJpeg({ gps: { lat: MOAB.lat + 0.001, lon: MOAB.lon } });
    const response = await client.post(`/api/trips/${tripId}/photos`, photoForm(near, 'near.jpg'));
    expect(response.body).toMatchObject({ hasGPS: true, autoStopCreated: false, stopId: stop.id });
    const far = await makeJpeg({ gps: { lat: MOAB.lat + 0.01, lon: MOAB.lon } });
    const farResponse = await client.post(`/api/trips/${tripId}/photos`, photoForm(far, 'far.jpg'));
    expect(farResponse.body.autoStopCreated).toBe(true);
  });

  it('keeps a photo without GPS unassigned, and accepts PNG, WebP and GIF', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const plain = await client.post(`/api/trips/${tripId}/photos`, photoForm(await makeJpeg(), 'plain.jpg'));
    expect(plain.body).toMatchObject({ hasGPS: false, autoStopCreated: false, stopId: null, latitude: null });
    for (const [file, name, mimetype] of [
      [await makePng(), 'map.png', 'image/png'],
      [await makeWebp(), 'sunset.webp', 'image/webp'],
      [await makeGif(), 'loop.gif', 'image/gif'],
    ] as const) {
      const response = await client.post(
        `/api/trips/${tripId}/photos`,
        photoForm(file, name, {}, 'application/octet-stream'),
      );
      expect(response.status, name).toBe(201);
      expect(response.body.mimetype).toBe(mimetype);
    }
    expect((await client.get(`/api/trips/${tripId}/photos`)).body).toHaveLength(4);
  });

  it('files a photo under the stop it names, and refuses a stop of another trip', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId);
    const located = await makeJpeg({ gps: { lat: 10, lon: 10 } });
    const response = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(located, 'a.jpg', { stopId: String(stop.id) }),
    );
    expect(response.body).toMatchObject({ stopId: stop.id, autoStopCreated: false, hasGPS: true });

    const other = await createTrip(client);
    const otherStop = await addStop(client, other.id);
    const before = await settledFiles();
    const refused = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(located, 'b.jpg', { stopId: String(otherStop.id) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('That stop is not part of this trip');
    expect(storedFiles().sort()).toEqual(before.sort());
  });

  it('decides the type from the bytes: a text file named .jpg is refused and leaves nothing', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const before = await settledFiles();
    const response = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(Buffer.from('just some words, not a picture'), 'holiday.jpg'),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Only JPEG, PNG, GIF and WebP images can be uploaded');
    await expectNothingLeftBehind(tripId, before);
  });

  it('refuses a truncated JPEG and leaves nothing', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const jpeg = await makeJpeg({ width: 1200, height: 900, noise: true });
    const before = await settledFiles();
    const response = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(jpeg.subarray(0, jpeg.length / 2), 'cut.jpg'),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The image could not be read; the file may be damaged');
    await expectNothingLeftBehind(tripId, before);
  });

  it('refuses a truncated located JPEG after its stop was placed, and leaves neither stop nor activity', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const jpeg = await makeJpeg({ width: 1200, height: 900, noise: true, gps: MOAB });
    const before = await settledFiles();
    const response = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(jpeg.subarray(0, jpeg.length / 2), 'cut-arches.jpg'),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'The image could not be read; the file may be damaged' });
    await expectNothingLeftBehind(tripId, before);
    expect((await client.get(`/api/trips/${tripId}/stops`)).body).toEqual([]);
    expect((await client.get(`/api/trips/${tripId}/activity`)).body).toEqual([]);
  });

  it('enforces the size limit of the settings while streaming', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    await saveUploadSettings(server.database.db, { maxUploadSize: 1, maxPhotosPerTrip: 100 });
    try {
      const big = await makeJpeg({ width: 2000, height: 1500, noise: true });
      expect(big.length).toBeGreaterThan(1024 * 1024);
      const before = await settledFiles();
      const response = await client.post(`/api/trips/${tripId}/photos`, photoForm(big, 'big.jpg'));
      expect(response.status).toBe(413);
      expect(response.body.message).toBe('The photo is larger than the 1 MB limit');
      await expectNothingLeftBehind(tripId, before);
    } finally {
      await saveUploadSettings(server.database.db, { maxUploadSize: 10, maxPhotosPerTrip: 100 });
    }
  });

  it('enforces the photos-per-trip setting', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    await saveUploadSettings(server.database.db, { maxUploadSize: 10, maxPhotosPerTrip: 1 });
    try {
      const jpeg = await makeJpeg();
      expect((await client.post(`/api/trips/${tripId}/photos`, photoForm(jpeg, '1.jpg'))).status).toBe(201);
      const second = await client.post(`/api/trips/${tripId}/photos`, photoForm(jpeg, '2.jpg'));
      expect(second.status).toBe(400);
      expect(second.body.message).toBe('A trip can hold at most 1 photos');
    } finally {
      await saveUploadSettings(server.database.db, { maxUploadSize: 10, maxPhotosPerTrip: 100 });
    }
  });

  it('lets only one of several simultaneous uploads take the last place in a trip', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    await saveUploadSettings(server.database.db, { maxUploadSize: 10, maxPhotosPerTrip: 1 });
    try {
      const jpeg = await makeJpeg();
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          client.post(`/api/trips/${tripId}/photos`, photoForm(jpeg, `${i}.jpg`)),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400]);
      expect((await client.get(`/api/trips/${tripId}/photos`)).body).toHaveLength(1);
    } finally {
      await saveUploadSettings(server.database.db, { maxUploadSize: 10, maxPhotosPerTrip: 100 });
    }
  });

  /** A photo row of `bytes` in the trip, as if uploaded before. */
  const storedPhotoOf = (tripId: number, bytes: number) =>
    server.database.db.insert(photos).values({
      tripId,
      filename: `existing-${tripId}.jpg`,
      originalName: 'existing.jpg',
      mimetype: 'image/jpeg',
      size: bytes,
    });

  it('refuses an upload past the plan storage, naming the plan and its limit', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    await storedPhotoOf(tripId, 150 * 1024 * 1024 - 1000);
    const before = await settledFiles();
    const response = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(await makeJpeg(), 'one-more.jpg'),
    );
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('quota_exceeded');
    expect(response.body.message).toMatch(/150MB of storage in the Free plan/);
    expect(storedFiles().sort()).toEqual(before.sort());
  });

  it("counts the voice memos' bytes and the photos' together against the plan storage", async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId);
    await server.database.db
      .update(tripStops)
      .set({ voiceMemoSize: 100 * 1024 * 1024 })
      .where(eq(tripStops.id, stop.id));
    await storedPhotoOf(tripId, 50 * 1024 * 1024 - 1000);
    const response = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(await makeJpeg(), 'one-more.jpg'),
    );
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('quota_exceeded');
    // 100 MB of memos and 50 MB of photos: neither alone would be refused.
    expect(response.body.message).toContain('(150.0 MB used)');
  });

  it('asks for the photo field and for multipart', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const form = new FormData();
    form.append('stopId', '1');
    const missing = await client.post(`/api/trips/${tripId}/photos`, form);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Choose a photo to upload (form field "photo")');
    const json = await client.post(`/api/trips/${tripId}/photos`, { photo: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Send the photo as multipart form data');
  });

  it("answers 404 for someone else's trip and 401 without a session", async () => {
    const { tripId } = await ownerWithTrip(server);
    const stranger = server.client();
    await signUp(stranger);
    const jpeg = await makeJpeg();
    const before = await settledFiles();
    expect((await stranger.post(`/api/trips/${tripId}/photos`, photoForm(jpeg, 'x.jpg'))).status).toBe(404);
    expect((await server.client().post(`/api/trips/${tripId}/photos`, photoForm(jpeg, 'x.jpg'))).status).toBe(
      401,
    );
    expect(storedFiles().sort()).toEqual(before.sort());
  });
});
