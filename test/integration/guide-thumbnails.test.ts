import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideThumbnailName } from '../../src/server/files/owned-files';
import { SWEEP_ALL, sweepStoredFiles } from '../../src/server/files/sweep';
import { makeJpeg, photoForm } from '../support/images';
import { imagesDerived } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';
import { storedUploads } from '../support/uploads';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function ownerWithPhoto(width: number, height: number) {
  const owner = await ownerWithTrip(server);
  const upload = await owner.client.post(
    `/api/trips/${owner.tripId}/photos`,
    photoForm(
      await makeJpeg({ width, height, noise: true, gps: { lat: 38.57, lon: -109.55 } }),
      'canyon.jpg',
    ),
  );
  expect(upload.status).toBe(201);
  const thumbnail = upload.body.thumbnailFilename as string;
  return { ...owner, photoId: upload.body.id as number, thumbnail, url: `/uploads/thumbs/${thumbnail}` };
}

const storedThumbs = () => storedUploads(server.dataDir, 'thumbs');

describe('thumbnails in the travel guide’s size', () => {
  it('are 320×240 JPEGs that fill the frame, whatever the photo’s shape, with no metadata', async () => {
    for (const [width, height] of [
      [1200, 800],
      [600, 1200],
    ] as const) {
      const { client, url } = await ownerWithPhoto(width, height);
      const reply = await client.bytes(`${url}?size=guide`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/jpeg');
      expect(reply.headers.get('cache-control')).toMatch(/^private\b/);
      const image = await sharp(reply.body).metadata();
      expect([image.format, image.width, image.height]).toEqual(['jpeg', 320, 240]);
      // Where the photo was taken stays out of the guide's copy, as out of the thumbnail.
      expect(image.exif).toBeUndefined();
      // Without the size, the stored WebP as before.
      expect((await client.bytes(url)).headers.get('content-type')).toBe('image/webp');
    }
  });

  it('are made with the thumbnail, kept beside it, sent as kept, and go with the photo', async () => {
    const { client, photoId, thumbnail, url } = await ownerWithPhoto(1200, 800);
    await imagesDerived(server.database.db);
    const guide = guideThumbnailName(thumbnail);
    expect(storedThumbs()).toEqual(expect.arrayContaining([thumbnail, guide]));
    const reply = await client.bytes(`${url}?size=guide`);
    expect(reply.status).toBe(200);
    const kept = fs.readFileSync(path.join(server.dataDir, 'uploads', 'thumbs', guide));
    expect(reply.body.equals(kept)).toBe(true);
    // Kept only for the guide's size of its own thumbnail: its name alone finds nothing.
    expect((await client.get(`/uploads/thumbs/${guide}`)).status).toBe(404);

    expect((await client.delete(`/api/photos/${photoId}`)).status).toBe(200);
    expect(storedThumbs()).not.toContain(thumbnail);
    expect(storedThumbs()).not.toContain(guide);
  });

  it('are made at the first guide for a photo from before they were kept', async () => {
    const { client, thumbnail, url } = await ownerWithPhoto(800, 600);
    await imagesDerived(server.database.db);
    const guide = guideThumbnailName(thumbnail);
    fs.rmSync(path.join(server.dataDir, 'uploads', 'thumbs', guide));
    const reply = await client.bytes(`${url}?size=guide`);
    expect(reply.status).toBe(200);
    expect((await sharp(reply.body).metadata()).width).toBe(320);
    expect(storedThumbs()).toContain(guide);
  });

  it('stay through the clean-up while their photo does, and go once no row names their thumbnail', async () => {
    const { thumbnail } = await ownerWithPhoto(800, 600);
    await imagesDerived(server.database.db);
    const thumbsDir = path.join(server.dataDir, 'uploads', 'thumbs');
    fs.writeFileSync(
      path.join(thumbsDir, guideThumbnailName('gone.webp')),
      'left by a photo deleted meanwhile',
    );
    await sweepStoredFiles(server.database.db, server.app.ctx.storage, SWEEP_ALL);
    expect(storedThumbs()).toEqual(expect.arrayContaining([thumbnail, guideThumbnailName(thumbnail)]));
    expect(storedThumbs()).not.toContain(guideThumbnailName('gone.webp'));
  });

  it('reach a share link’s visitor, signed out', async () => {
    const { client, tripId, url } = await ownerWithPhoto(800, 600);
    const share = await client.post(`/api/trips/${tripId}/share`, {
      sharedWithEmail: `guest${Date.now()}@example.com`,
    });
    expect(share.status).toBe(201);
    const reply = await server.client().bytes(`${url}?size=guide&share=${share.body.inviteToken}`);
    expect(reply.status).toBe(200);
    expect((await sharp(reply.body).metadata()).format).toBe('jpeg');
  });

  it('refuses a size it does not make with a 400 that says why', async () => {
    const { client, url } = await ownerWithPhoto(800, 600);
    const reply = await client.get(`${url}?size=poster`);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation');
    expect(reply.body.message).toEqual(expect.any(String));
  });

  it('are not found for someone else’s photo, and need a session', async () => {
    const { url } = await ownerWithPhoto(800, 600);
    const stranger = await ownerWithTrip(server);
    expect((await stranger.client.get(`${url}?size=guide`)).status).toBe(404);
    expect((await stranger.client.get('/uploads/thumbs/nothing-here.webp?size=guide')).status).toBe(404);
    expect((await server.client().get(`${url}?size=guide`)).status).toBe(401);
  });
});
