import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { imagesDerived } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MOAB = { lat: 38.5733, lon: -109.5498 };

async function ownerWithPhoto(options: { gps?: boolean } = {}) {
  const client = server.client();
  await signUp(client);
  const trip = await createTrip(client);
  const jpeg = await makeJpeg(options.gps ? { gps: MOAB } : {});
  const response = await client.post(`/api/trips/${trip.id}/photos`, photoForm(jpeg, 'canyon.jpg'));
  await imagesDerived(server.database.db);
  return { client, tripId: trip.id, photo: response.body, bytes: jpeg };
}

async function stranger(): Promise<TestClient> {
  const client = server.client();
  await signUp(client);
  return client;
}

describe('PUT /api/photos/:id', () => {
  it('sets caption and tags, trimming, dropping empty and repeated tags', async () => {
    const { client, photo } = await ownerWithPhoto();
    const response = await client.put(`/api/photos/${photo.id}`, {
      caption: '  Sunset over the arches ',
      tags: [' sunset ', 'Arches', '', 'arches', 'red rock'],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      caption: 'Sunset over the arches',
      tags: ['sunset', 'Arches', 'red rock'],
    });
    const cleared = await client.put(`/api/photos/${photo.id}`, { caption: null, tags: [] });
    expect(cleared.body).toMatchObject({ caption: null, tags: [] });
  });

  it.each([
    [{ tags: 'sunset' }, 'Tags must be a list of text'],
    [{ tags: ['x'.repeat(51)] }, 'A tag can have at most 50 characters'],
    [{ caption: 'x'.repeat(2001) }, 'Caption is too long'],
  ])('refuses %o', async (body, message) => {
    const { client, photo } = await ownerWithPhoto();
    const response = await client.put(`/api/photos/${photo.id}`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('DELETE /api/photos/:id', () => {
  it('removes the row and both files', async () => {
    const { client, tripId, photo } = await ownerWithPhoto();
    const files = [
      path.join(server.dataDir, 'uploads', 'photos', photo.filename),
      path.join(server.dataDir, 'uploads', 'thumbs', photo.thumbnailFilename),
    ];
    expect(files.every((f) => fs.existsSync(f))).toBe(true);
    expect((await client.delete(`/api/photos/${photo.id}`)).status).toBe(200);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
    expect((await client.get(`/api/trips/${tripId}/photos`)).body).toEqual([]);
    expect((await client.get(`/uploads/${photo.filename}`)).status).toBe(404);
  });

  it('goes with its trip, files included', async () => {
    const { client, tripId, photo } = await ownerWithPhoto({ gps: true });
    expect((await client.delete(`/api/trips/${tripId}`)).status).toBe(200);
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', 'photos', photo.filename))).toBe(false);
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', 'thumbs', photo.thumbnailFilename))).toBe(
      false,
    );
  });
});

describe('POST /api/photos/:id/create-stop', () => {
  it('makes a stop from a located photo that has none', async () => {
    const { client, tripId, photo } = await ownerWithPhoto({ gps: true });
    await client.delete(`/api/stops/${photo.stopId}`);
    const unassigned = (await client.get(`/api/trips/${tripId}/photos`)).body[0];
    expect(unassigned.stopId).toBeNull();
    const response = await client.post(`/api/photos/${photo.id}/create-stop`);
    expect(response.status).toBe(200);
    expect(response.body.autoCreatedStop).toMatchObject({ name: 'Moab', tripId });
    expect(response.body.photo.stopId).toBe(response.body.autoCreatedStop.id);
    const again = await client.post(`/api/photos/${photo.id}/create-stop`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This photo already belongs to a stop');
  });

  it('answers without a stop for a photo with no GPS', async () => {
    const { client, photo } = await ownerWithPhoto();
    const response = await client.post(`/api/photos/${photo.id}/create-stop`);
    expect(response.status).toBe(200);
    expect(response.body.autoCreatedStop).toBeNull();
  });
});

describe('files under /uploads', () => {
  it('serve byte ranges', async () => {
    const { client, photo, bytes } = await ownerWithPhoto();
    const response = await fetch(`${server.baseUrl}/uploads/${photo.filename}`, {
      headers: { cookie: `roadbook_sid=${client.cookies.get('roadbook_sid')}`, range: 'bytes=0-9' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(0, 10));
  });

  it('send a thumbnail kept in memory as stored, its ranges too, and never once its photo is gone', async () => {
    const { client, photo } = await ownerWithPhoto();
    const url = `${server.baseUrl}/uploads/thumbs/${photo.thumbnailFilename}`;
    const cookie = `roadbook_sid=${client.cookies.get('roadbook_sid')}`;
    const stored = fs.readFileSync(path.join(server.dataDir, 'uploads', 'thumbs', photo.thumbnailFilename));
    for (let read = 1; read <= 2; read++) {
      const response = await fetch(url, { headers: { cookie } });
      expect(response.status, `read ${read}`).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(Number(response.headers.get('content-length'))).toBe(stored.length);
      expect(Buffer.from(await response.arrayBuffer()), `read ${read}`).toEqual(stored);
    }
    const range = await fetch(url, { headers: { cookie, range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(stored.subarray(0, 10));
    expect((await (await stranger()).get(`/uploads/thumbs/${photo.thumbnailFilename}`)).status).toBe(404);

    expect((await client.delete(`/api/photos/${photo.id}`)).status).toBe(200);
    expect((await fetch(url, { headers: { cookie } })).status).toBe(404);
  });

  it('are not served to strangers or without a session, and no path leaves the storage', async () => {
    const { photo } = await ownerWithPhoto();
    const other = await stranger();
    for (const url of [`/uploads/${photo.filename}`, `/uploads/thumbs/${photo.thumbnailFilename}`]) {
      expect((await other.get(url)).status, url).toBe(404);
      expect((await server.client().get(url)).status, url).toBe(401);
    }
    for (const url of [
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/%2e%2e%2fdb',
      '/uploads/thumbs/..%2F..%2Froadbook.lock',
      `/uploads/thumbs/..%2Fphotos%2F${photo.filename}`,
    ]) {
      const response = await other.get(url);
      expect(response.status, url).toBe(404);
      expect(response.text).not.toContain('"name": "roadbook"');
    }
  });
});

describe("someone else's photos", () => {
  it('answer 404 to edit, delete and create-stop, and stay unchanged', async () => {
    const { client, tripId, photo } = await ownerWithPhoto({ gps: true });
    const other = await stranger();
    for (const response of [
      await other.get(`/api/trips/${tripId}/photos`),
      await other.put(`/api/photos/${photo.id}`, { caption: 'mine' }),
      await other.delete(`/api/photos/${photo.id}`),
      await other.post(`/api/photos/${photo.id}/create-stop`),
    ]) {
      expect(response.status).toBe(404);
    }
    const [kept] = (await client.get(`/api/trips/${tripId}/photos`)).body;
    expect(kept).toMatchObject({ id: photo.id, caption: null });
  });

  it('need a session', async () => {
    const client = server.client();
    for (const response of [
      await client.put('/api/photos/1', { caption: 'x' }),
      await client.delete('/api/photos/1'),
      await client.post('/api/photos/1/create-stop'),
    ]) {
      expect(response.status).toBe(401);
    }
  });
});
