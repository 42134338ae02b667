import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../src/server/db/schema';
import { backfillDerivedImages } from '../../src/server/features/photos/derived-images';
import { makeJpeg, photoForm } from '../support/images';
import { imagesDerived } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip, shareLink } from '../support/trips';
import { storedUploads } from '../support/uploads';
import { makeAdmin, signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EIFFEL = { lat: 48.8584, lon: 2.2945 };

/** Every EXIF, GPS, XMP and IPTC field exifr finds in a JPEG or PNG; undefined when it has none. */
const metadataOf = (file: Buffer) =>
  exifr.parse(file, { tiff: true, exif: true, gps: true, xmp: true, iptc: true, icc: false, ihdr: false });

/** The chunks of a WebP file (RIFF): metadata would sit in `EXIF` and `XMP ` chunks, which exifr does not read. */
function webpChunks(file: Buffer): string[] {
  const chunks: string[] = [];
  for (let offset = 12; offset + 8 <= file.length; ) {
    chunks.push(file.toString('latin1', offset, offset + 4));
    const size = file.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

async function expectGps(file: Buffer) {
  const gps = await exifr.gps(file);
  expect(gps?.latitude).toBeCloseTo(EIFFEL.lat, 3);
  expect(gps?.longitude).toBeCloseTo(EIFFEL.lon, 3);
}

/** Read two ways: by sharp (libvips finds EXIF, XMP and IPTC in every format), and by exifr or the WebP chunks. */
async function expectNoMetadata(file: Buffer, what: string) {
  const facts = await sharp(file).metadata();
  expect(facts.width, what).toBeGreaterThan(0);
  expect([facts.exif, facts.xmp, facts.iptc], what).toEqual([undefined, undefined, undefined]);
  if (facts.format === 'webp') {
    expect(webpChunks(file), what).not.toEqual(expect.arrayContaining(['EXIF']));
    expect(webpChunks(file), what).not.toEqual(expect.arrayContaining(['XMP ']));
    expect(webpChunks(file).length, what).toBeGreaterThan(0);
  } else {
    expect(await metadataOf(file), what).toBeUndefined();
    expect(await exifr.gps(file), what).toBeUndefined();
  }
}

async function tripWithLocatedPhoto(image?: Buffer, name = 'tower.jpg', type = 'image/jpeg') {
  const owner = await ownerWithTrip(server);
  const file = image ?? (await makeJpeg({ gps: EIFFEL, takenAt: '2026:05:02 10:00:00' }));
  const uploaded = await owner.client.post(
    `/api/trips/${owner.tripId}/photos`,
    photoForm(file, name, {}, type),
  );
  expect(uploaded.status).toBe(201);
  await imagesDerived(server.database.db);
  return { ...owner, photo: uploaded.body as { id: number; filename: string; thumbnailFilename: string } };
}

describe('photos served to anyone but the owner carry no metadata', () => {
  it('keeps the owner’s original whole and serves visitors, admins and the PDF’s thumbnails a copy without any', async () => {
    const { client: owner, tripId, photo } = await tripWithLocatedPhoto();
    const original = await owner.bytes(`/uploads/${photo.filename}`);
    expect(original.status).toBe(200);
    await expectGps(original.body);
    expect((await metadataOf(original.body))?.Model).toBe('Test camera');

    const { inviteToken } = await shareLink(owner, tripId);
    const visitor = server.client();
    const variants = {
      'full size through a link': `/uploads/${photo.filename}?share=${inviteToken}`,
      'thumbnail through a link': `/uploads/thumbs/${photo.thumbnailFilename}?share=${inviteToken}`,
      'owner’s thumbnail, which the PDF embeds': `/uploads/thumbs/${photo.thumbnailFilename}`,
    };
    for (const [what, url] of Object.entries(variants)) {
      const client = url.includes('share=') ? visitor : owner;
      const file = await client.bytes(url);
      expect(file.status, what).toBe(200);
      await expectNoMetadata(file.body, what);
    }
    const copy = await visitor.bytes(variants['full size through a link']);
    const { width, height } = await sharp(copy.body).metadata();
    expect([width, height]).toEqual([800, 600]);

    const admin = server.client();
    const { account } = await signUp(admin);
    await makeAdmin(server, account.username);
    for (const url of [`/uploads/${photo.filename}`, `/uploads/thumbs/${photo.thumbnailFilename}`]) {
      const file = await admin.bytes(url);
      expect(file.status).toBe(200);
      await expectNoMetadata(file.body, `administrator: ${url}`);
    }
  });

  it('strips PNG and WebP too', async () => {
    const exif = {
      IFD0: { Make: 'Roadbook', Model: 'Test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 302/10',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 402/10',
      },
    };
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const base = sharp({ create: { width: 300, height: 200, channels: 3, background: '#0f766e' } });
      const image = await (format === 'png' ? base.png() : base.webp()).withExif(exif).toBuffer();
      expect((await sharp(image).metadata()).exif, format).toBeDefined();
      const { client: owner, tripId, photo } = await tripWithLocatedPhoto(image, `tower.${format}`, type);
      const original = (await owner.bytes(`/uploads/${photo.filename}`)).body;
      expect(original.equals(image), format).toBe(true);
      const { inviteToken } = await shareLink(owner, tripId);
      const copy = await server.client().bytes(`/uploads/${photo.filename}?share=${inviteToken}`);
      expect(copy.status).toBe(200);
      expect((await sharp(copy.body).metadata()).format).toBe(format);
      await expectNoMetadata(copy.body, format);
    }
  });

  it('serves the original through a link that includes locations, and no full size where downloads are off', async () => {
    const { client: owner, tripId, photo } = await tripWithLocatedPhoto();
    const withLocations = await shareLink(owner, tripId, { includeLocations: true });
    const visitor = server.client();
    await expectGps(
      (await visitor.bytes(`/uploads/${photo.filename}?share=${withLocations.inviteToken}`)).body,
    );
    const thumb = await visitor.bytes(
      `/uploads/thumbs/${photo.thumbnailFilename}?share=${withLocations.inviteToken}`,
    );
    await expectNoMetadata(thumb.body, 'thumbnail of a link with locations');

    const noDownloads = await shareLink(owner, tripId, { allowDownload: false });
    const refused = await visitor.get(`/uploads/${photo.filename}?share=${noDownloads.inviteToken}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'The owner does not allow downloading full-size photos through this link',
      code: 'forbidden',
    });
    expect(
      (await visitor.bytes(`/uploads/thumbs/${photo.thumbnailFilename}?share=${noDownloads.inviteToken}`))
        .status,
    ).toBe(200);
    const view = await visitor.get(`/api/shared-trip/${noDownloads.inviteToken}`);
    expect(view.body.share.allowDownload).toBe(false);

    const changed = await owner.patch(`/api/trip-shares/${noDownloads.id}`, { allowDownload: true });
    expect(changed.status).toBe(200);
    expect(changed.body.allowDownload).toBe(true);
    const opened = await visitor.bytes(`/uploads/${photo.filename}?share=${noDownloads.inviteToken}`);
    expect(opened.status).toBe(200);
    await expectNoMetadata(opened.body, 'after downloads were allowed');
  });

  it('gives photos from before this change their copy: at start-up, or when a visitor asks first', async () => {
    const { client: owner, tripId, photo } = await tripWithLocatedPhoto();
    const second = await owner.post(
      `/api/trips/${tripId}/photos`,
      photoForm(await makeJpeg({ gps: EIFFEL }), 'second.jpg'),
    );
    await imagesDerived(server.database.db);
    const sharedDir = path.join(server.dataDir, 'uploads', 'shared');
    for (const name of [photo.filename, second.body.filename]) {
      expect(storedUploads(server.dataDir, 'shared')).toContain(name);
      fs.rmSync(path.join(sharedDir, name));
    }
    await server.database.db.update(photos).set({ sharedFilename: null }).where(eq(photos.tripId, tripId));

    const { inviteToken } = await shareLink(owner, tripId);
    const visitor = server.client();
    const [first, again] = await Promise.all([
      visitor.bytes(`/uploads/${photo.filename}?share=${inviteToken}`),
      visitor.bytes(`/uploads/${photo.filename}?share=${inviteToken}`),
    ]);
    for (const file of [first, again]) {
      expect(file.status).toBe(200);
      await expectNoMetadata(file.body, 'copy made on demand');
    }

    const made = await backfillDerivedImages(
      { ...server.app.ctx, db: server.database.db, images: server.app.ctx.images.background },
      server.app.log,
    );
    expect(made).toBeGreaterThanOrEqual(1);
    const rows = await server.database.db.select().from(photos).where(eq(photos.tripId, tripId));
    expect(rows.map((row) => row.sharedFilename).sort()).toEqual(rows.map((row) => row.filename).sort());
    await expectNoMetadata(fs.readFileSync(path.join(sharedDir, second.body.filename)), 'backfilled copy');
    expect(
      await backfillDerivedImages(
        { ...server.app.ctx, db: server.database.db, images: server.app.ctx.images.background },
        server.app.log,
      ),
    ).toBe(0);
  });

  it('answers 404, not a failure, for an older photo whose original is gone', async () => {
    const { client: owner, tripId, photo } = await tripWithLocatedPhoto();
    fs.rmSync(path.join(server.dataDir, 'uploads', 'shared', photo.filename));
    fs.rmSync(path.join(server.dataDir, 'uploads', 'photos', photo.filename));
    await server.database.db.update(photos).set({ sharedFilename: null }).where(eq(photos.id, photo.id));
    const { inviteToken } = await shareLink(owner, tripId);
    const file = await server.client().get(`/uploads/${photo.filename}?share=${inviteToken}`);
    expect(file.status).toBe(404);
  });

  it('makes a photo’s thumbnail and copy on the spot for whoever asks before its job has run', async () => {
    const { client: owner, tripId, photo } = await tripWithLocatedPhoto();
    // As the upload leaves it: the original stored, nothing derived yet.
    fs.rmSync(path.join(server.dataDir, 'uploads', 'shared', photo.filename));
    fs.rmSync(path.join(server.dataDir, 'uploads', 'thumbs', photo.thumbnailFilename));
    await server.database.db
      .update(photos)
      .set({ sharedFilename: null, thumbnailMade: false })
      .where(eq(photos.id, photo.id));
    const { inviteToken } = await shareLink(owner, tripId);
    const visitor = server.client();
    const [full, thumb, ownThumb] = await Promise.all([
      visitor.bytes(`/uploads/${photo.filename}?share=${inviteToken}`),
      visitor.bytes(`/uploads/thumbs/${photo.thumbnailFilename}?share=${inviteToken}`),
      owner.bytes(`/uploads/thumbs/${photo.thumbnailFilename}`),
    ]);
    for (const [file, what] of [
      [full, 'full size before the job'],
      [thumb, 'thumbnail before the job'],
      [ownThumb, 'owner’s thumbnail before the job'],
    ] as const) {
      expect(file.status, what).toBe(200);
      await expectNoMetadata(file.body, what);
    }
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const [row] = await server.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row).toMatchObject({ sharedFilename: photo.filename, thumbnailMade: true });
    await expectGps((await owner.bytes(`/uploads/${photo.filename}`)).body);
  });

  it('removes the copy with its photo', async () => {
    const { client: owner, photo } = await tripWithLocatedPhoto();
    expect(storedUploads(server.dataDir, 'shared')).toContain(photo.filename);
    expect((await owner.delete(`/api/photos/${photo.id}`)).status).toBe(200);
    expect(storedUploads(server.dataDir, 'shared')).not.toContain(photo.filename);
  });
});
