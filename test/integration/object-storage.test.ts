import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { closeGracefully } from '../../src/server/http/close-gracefully';
import { createS3Storage } from '../../src/server/providers/storage/s3-storage';
import { makeJpeg, photoForm } from '../support/images';
import { imagesDerived } from '../support/photos';
import { type S3TestServer, startS3Server } from '../support/s3';
import { freePort, startTestServer, TEST_AUTH_LIMITS, type TestServer } from '../support/server';
import { runToEnd } from '../support/server-process';
import { addStop, ownerWithTrip } from '../support/trips';
import { storedUploads } from '../support/uploads';

let s3: S3TestServer;
let server: TestServer;
let scratch: string;
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ env: s3.env });
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-s3-scratch-'));
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('the S3 storage', () => {
  it('keeps, lists, reads with ranges and removes objects in the bucket', async () => {
    const storage = createS3Storage(s3.config, path.join(scratch, 'incoming'));
    await storage.check();
    const temp = storage.tempPath('.txt');
    fs.writeFileSync(temp, 'roadbook on object storage');
    await storage.keep(temp, 'voice', 'memo-1.txt');
    expect(fs.existsSync(temp)).toBe(false);
    expect(s3.keys()).toContain('voice/memo-1.txt');

    expect(await storage.stat('voice', 'memo-1.txt')).toEqual({ size: 26 });
    expect(await storage.stat('voice', 'missing.txt')).toBeNull();
    expect(await storage.stat('photos', 'memo-1.txt')).toBeNull();
    expect(await text(storage.read('voice', 'memo-1.txt'))).toBe('roadbook on object storage');
    expect(await text(storage.read('voice', 'memo-1.txt', { start: 9, end: 10 }))).toBe('on');
    const listed = await storage.list('voice');
    expect(listed.map((file) => file.name)).toContain('memo-1.txt');
    expect(listed.every((file) => file.modifiedAt instanceof Date)).toBe(true);

    await storage.remove('voice', 'memo-1.txt');
    expect(await storage.stat('voice', 'memo-1.txt')).toBeNull();
    expect(s3.keys()).not.toContain('voice/memo-1.txt');
    await expect(storage.remove('voice', 'memo-1.txt')).resolves.toBeUndefined();
  });

  it('never turns a name from outside into another key', async () => {
    const storage = createS3Storage(s3.config, path.join(scratch, 'incoming'));
    expect(await storage.stat('photos', '../voice/x')).toBeNull();
    expect(() => storage.read('photos', '../thumbs/x')).toThrow('unsafe file name');
    const temp = storage.tempPath('.txt');
    fs.writeFileSync(temp, 'x');
    await expect(storage.keep(temp, 'photos', 'a/../../b')).rejects.toThrow('unsafe file name');
  });

  it('reports a bucket that does not exist as not answering', async () => {
    const storage = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' }, path.join(scratch, 'in'));
    await expect(storage.check()).rejects.toThrow();
  });
});

describe('a server storing files in S3', { timeout: 120_000 }, () => {
  it('keeps originals, thumbnails and copies without metadata in the bucket, none on its disk', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const jpeg = await makeJpeg({ width: 1200, height: 900, noise: true, gps: { lat: 38.57, lon: -109.55 } });
    const uploaded = await client.post(`/api/trips/${tripId}/photos`, photoForm(jpeg, 'arches.jpg'));
    expect(uploaded.status).toBe(201);
    const { id, filename, thumbnailFilename } = uploaded.body as {
      id: number;
      filename: string;
      thumbnailFilename: string;
    };
    expect(s3.keys()).toContain(`photos/${filename}`);
    // The thumbnail and the copy without metadata are made after the upload has answered.
    await imagesDerived(server.database.db);
    expect(s3.keys()).toEqual(
      expect.arrayContaining([`photos/${filename}`, `thumbs/${thumbnailFilename}`, `shared/${filename}`]),
    );
    for (const area of ['photos', 'shared', 'thumbs', 'voice', '.incoming']) {
      expect(storedUploads(server.dataDir, area)).toEqual([]);
    }

    // Served at the same Roadbook addresses, byte ranges included.
    const original = await client.bytes(`/uploads/${filename}`);
    expect(original.status).toBe(200);
    expect(original.body.equals(jpeg)).toBe(true);
    const part = await client.bytes(`/uploads/${filename}`, { range: 'bytes=100-1123' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${jpeg.length}`);
    expect(part.body.equals(jpeg.subarray(100, 1124))).toBe(true);
    const tail = await client.bytes(`/uploads/${filename}`, { range: 'bytes=-10' });
    expect(tail.body.equals(jpeg.subarray(jpeg.length - 10))).toBe(true);
    expect((await client.bytes(`/uploads/${filename}`, { range: `bytes=${jpeg.length}-` })).status).toBe(416);
    const thumb = await client.bytes(`/uploads/thumbs/${thumbnailFilename}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    // Roadbook still decides who reads: strangers and the signed-out get nothing from the bucket.
    const stranger = (await ownerWithTrip(server)).client;
    expect((await stranger.bytes(`/uploads/${filename}`)).status).toBe(404);
    expect((await stranger.bytes(`/uploads/thumbs/${thumbnailFilename}`)).status).toBe(404);
    expect((await server.client().bytes(`/uploads/${filename}`)).status).toBe(401);

    // A guest of the trip is served the copy without metadata, from the bucket's `shared` area.
    const invited = await client.post(`/api/trips/${tripId}/share`, { sharedWithEmail: 'guest@example.com' });
    expect(invited.status).toBe(201);
    const asGuest = await server.client().bytes(`/uploads/${filename}?share=${invited.body.inviteToken}`);
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.equals(jpeg)).toBe(false);
    expect(await exifr.gps(asGuest.body)).toBeUndefined();
    expect(await exifr.gps(original.body)).toBeDefined();

    expect((await client.delete(`/api/photos/${id}`)).status).toBe(200);
    expect(s3.keys().filter((key) => key.includes(filename.split('.')[0] ?? filename))).toEqual([]);
    expect(s3.keys()).not.toContain(`thumbs/${thumbnailFilename}`);
  });

  it('keeps voice memos in the bucket and streams them with ranges', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId);
    const memo = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/voice-memo.webm'));
    const form = new FormData();
    form.append('duration', '2');
    form.append('voiceMemo', new Blob([new Uint8Array(memo)], { type: 'audio/webm' }), 'memo.webm');
    const saved = await client.post(`/api/stops/${stop.id}/voice-memo`, form);
    expect(saved.status).toBe(200);
    const name = saved.body.voiceMemoFilename as string;
    expect(s3.keys()).toContain(`voice/${name}`);
    const part = await client.bytes(`/uploads/voice/${name}`, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.body.equals(memo.subarray(0, 100))).toBe(true);
    expect((await client.delete(`/api/stops/${stop.id}/voice-memo`)).status).toBe(200);
    expect(s3.keys()).not.toContain(`voice/${name}`);
  });

  it('is ready only while the bucket answers, and answers 502 for files while it is gone', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const uploaded = await client.post(`/api/trips/${tripId}/photos`, photoForm(await makeJpeg(), 'a.jpg'));
    expect((await client.get('/readyz')).status).toBe(200);
    await s3.stop();
    try {
      const photo = await client.get(`/uploads/${uploaded.body.filename}`);
      expect(photo.status).toBe(502);
      expect(photo.body).toEqual({
        message: 'The file storage is not answering. Please try again.',
        code: 'provider_failed',
      });
      const started = Date.now();
      const lost = await client.get('/readyz');
      expect(lost.status).toBe(503);
      expect(lost.body).toEqual({ message: 'Not ready: the file storage did not answer', code: 'not_ready' });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await client.get('/healthz')).status).toBe(200);
    } finally {
      await s3.start();
    }
    expect((await client.get('/readyz')).status).toBe(200);
    expect((await client.bytes(`/uploads/${uploaded.body.filename}`)).status).toBe(200);
  });

  it('answers an upload while the bucket is gone with 502, not as a damaged photo, and keeps nothing of it', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const keysBefore = s3.keys();
    await s3.stop();
    const jpeg = await makeJpeg();
    const refused = await client
      .post(`/api/trips/${tripId}/photos`, photoForm(jpeg, 'a.jpg'))
      .finally(() => s3.start());
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('provider_failed');
    expect((await client.get(`/api/trips/${tripId}/photos`)).body).toEqual([]);
    expect(s3.keys()).toEqual(keysBefore);
    expect(storedUploads(server.dataDir, '.incoming')).toEqual([]);
  });
});

describe('a bucket whose server takes connections and never answers', () => {
  it('makes the server not ready within seconds', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    const stuck = await startTestServer({ env: { ...s3.env, S3_ENDPOINT: endpoint } });
    try {
      const started = Date.now();
      const ready = await stuck.client().get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.message).toBe('Not ready: the file storage did not answer');
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await stuck.close();
      silent.close();
    }
  });
});

describe('npm run copy-uploads-to-s3', { timeout: 180_000 }, () => {
  it('copies the files of a server on local disk into a bucket, from which a server on S3 serves them', async () => {
    const [onDisk, bucket] = await Promise.all([startTestServer(), startS3Server('roadbook-copy')]);
    try {
      const { client, tripId } = await ownerWithTrip(onDisk);
      const jpeg = await makeJpeg({ noise: true });
      const uploaded = await client.post(`/api/trips/${tripId}/photos`, photoForm(jpeg, 'before.jpg'));
      await imagesDerived(onDisk.database.db);
      const { filename, thumbnailFilename } = uploaded.body as {
        filename: string;
        thumbnailFilename: string;
      };
      const onDiskFiles = ['photos', 'shared', 'thumbs', 'voice'].flatMap((area) =>
        storedUploads(onDisk.dataDir, area).map((name) => `${area}/${name}`),
      );
      // The original, its copy without metadata, the thumbnail and the travel guide's size of it.
      expect(onDiskFiles).toHaveLength(4);

      const env = { DATA_DIR: onDisk.dataDir, ...bucket.env };
      const first = await runToEnd('scripts/copy-uploads-to-s3.ts', env);
      expect(first).toContain(`Copied 4 files from ${path.join(onDisk.dataDir, 'uploads')} to the bucket`);
      expect(bucket.keys()).toEqual(onDiskFiles.sort());
      expect(await runToEnd('scripts/copy-uploads-to-s3.ts', env)).toContain('Copied 0 files');
      await expect(runToEnd('scripts/copy-uploads-to-s3.ts', { DATA_DIR: onDisk.dataDir })).rejects.toThrow(
        'Set S3_BUCKET',
      );

      // The same database, now with its files in the bucket: the photo is still there for its owner.
      const port = await freePort();
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: fs.mkdtempSync(path.join(scratch, 'data-')),
        ...bucket.env,
      });
      const app = await buildApp({ config, database: onDisk.database, authLimits: TEST_AUTH_LIMITS });
      await app.listen({ port, host: '127.0.0.1' });
      try {
        const moved = client.withCookiesOn(`http://127.0.0.1:${port}`);
        const photo = await moved.bytes(`/uploads/${filename}`);
        expect(photo.status).toBe(200);
        expect(photo.body.equals(jpeg)).toBe(true);
        expect((await moved.bytes(`/uploads/thumbs/${thumbnailFilename}`)).status).toBe(200);
        expect((await moved.bytes(`/uploads/thumbs/${thumbnailFilename}?size=guide`)).status).toBe(200);
      } finally {
        await closeGracefully(app, 2000);
      }
    } finally {
      await Promise.all([onDisk.close(), bucket.close()]);
    }
  });
});
