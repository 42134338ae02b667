import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MOAB = { lat: 38.5733, lon: -109.5498 };

interface HeldShare {
  inviteToken: string;
  trip: { id: number };
  cover: { photoId: number; filename: string; thumbnailFilename: string | null } | null;
}

async function upload(client: TestClient, tripId: number, name: string, takenAt: string) {
  const file = await makeJpeg({ gps: MOAB, takenAt });
  const response = await client.post(`/api/trips/${tripId}/photos`, photoForm(file, name));
  expect(response.status).toBe(201);
  return response.body as { id: number; filename: string; thumbnailFilename: string };
}

async function sharedWithReader() {
  const owner = await ownerWithTrip(server);
  const reader = server.client();
  const { user } = await signUp(reader);
  expect(
    (await owner.client.post(`/api/trips/${owner.tripId}/share`, { sharedWithId: user.id })).status,
  ).toBe(201);
  const held = async () =>
    ((await reader.get('/api/shared-trips')).body as HeldShare[]).find(
      (share) => share.trip.id === owner.tripId,
    );
  return { ...owner, reader, held };
}

describe('GET /api/shared-trips covers', () => {
  it('carries the picture each card shows: none, then the first photo, then the one the owner chose', async () => {
    const { client, tripId, held } = await sharedWithReader();
    expect((await held())?.cover).toBeNull();
    const later = await upload(client, tripId, 'later.jpg', '2026:05:03 10:00:00');
    const first = await upload(client, tripId, 'first.jpg', '2026:05:01 10:00:00');
    expect((await held())?.cover).toEqual({
      photoId: first.id,
      filename: first.filename,
      thumbnailFilename: first.thumbnailFilename,
    });
    expect((await client.put(`/api/trips/${tripId}/cover-photo`, { photoId: later.id })).status).toBe(200);
    expect((await held())?.cover?.photoId).toBe(later.id);
  });

  it('gives the reader the cover without metadata through the share, never the original', async () => {
    const { client, tripId, reader, held } = await sharedWithReader();
    await upload(client, tripId, 'located.jpg', '2026:05:01 10:00:00');
    const share = await held();
    if (!share?.cover?.thumbnailFilename) throw new Error('the shared trip has no cover');
    expect(await exifr.gps((await client.bytes(`/uploads/${share.cover.filename}`)).body)).toBeDefined();

    const token = `?share=${encodeURIComponent(share.inviteToken)}`;
    for (const url of [
      `/uploads/${share.cover.filename}`,
      `/uploads/thumbs/${share.cover.thumbnailFilename}`,
    ]) {
      const file = await reader.bytes(`${url}${token}`);
      expect(file.status, url).toBe(200);
      const facts = await sharp(file.body).metadata();
      expect([facts.exif, facts.xmp, facts.iptc], url).toEqual([undefined, undefined, undefined]);
      expect((await reader.bytes(url)).status, `${url} without the share`).toBe(404);
    }
  });

  it('shows someone else nothing of the trip, and answers 401 without a session', async () => {
    const { client, tripId } = await sharedWithReader();
    await upload(client, tripId, 'private.jpg', '2026:05:01 10:00:00');
    const stranger = server.client();
    await signUp(stranger);
    expect((await stranger.get('/api/shared-trips')).body).toEqual([]);
    const anonymous = await server.client().get('/api/shared-trips');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toEqual(expect.any(String));
  });
});
