import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { imagesDerived } from '../support/photos';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip, day } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BERLIN = { lat: 52.52, lon: 13.405 };
const PARIS = { lat: 48.8566, lon: 2.3522 };

/**
 * A Pro traveller with a 2025 trip through Paris and Berlin (a photo in each) and a 2024 trip with a photo, the
 * photos' thumbnails made.
 */
async function traveller() {
  const client = server.client();
  const { user } = await signUp(client, { firstName: 'Yara' });
  await setPlan(server, user.id, 'pro');
  const europe = await createTrip(client, {
    title: 'Paris to Berlin',
    startDate: day('2025-06-01'),
    endDate: day('2025-06-10'),
  });
  await addStop(client, europe.id, {
    name: 'Paris',
    latitude: PARIS.lat,
    longitude: PARIS.lon,
    arrivalTime: '2025-06-02T10:00:00.000Z',
  });
  await addStop(client, europe.id, {
    name: 'Berlin',
    latitude: BERLIN.lat,
    longitude: BERLIN.lon,
    arrivalTime: '2025-06-07T10:00:00.000Z',
  });
  const upload = async (tripId: number, gps: typeof PARIS, takenAt: string, name: string) => {
    const response = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(await makeJpeg({ gps, takenAt }), name),
    );
    expect(response.status).toBe(201);
    return response.body as { id: number };
  };
  const parisPhoto = await upload(europe.id, PARIS, '2025:06:02 12:00:00', 'louvre.jpg');
  const berlinPhoto = await upload(europe.id, BERLIN, '2025:06:07 12:00:00', 'gate.jpg');
  const older = await createTrip(client, {
    title: 'Colorado',
    startDate: day('2024-09-01'),
    endDate: day('2024-09-03'),
  });
  const oldPhoto = await upload(
    older.id,
    { lat: 39.7392, lon: -104.9903 },
    '2024:09:01 12:00:00',
    'denver.jpg',
  );
  // A photo joins the review once its thumbnail is made, by a background job after the upload.
  await imagesDerived(server.database.db);
  return { client, user, parisPhoto, berlinPhoto, oldPhoto };
}

async function share(client: TestClient, year: number) {
  const response = await client.post(`/api/stats/${year}/public-link`, {});
  expect(response.status).toBe(201);
  const url = response.body.publicUrl as string;
  return { url, token: url.split('/').at(-1) as string };
}

const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString();

describe('year in review', () => {
  it('gives the owner the year’s numbers, highlights and best photos', async () => {
    const { client, parisPhoto, berlinPhoto } = await traveller();
    const response = await client.get('/api/stats/2025/review');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      year: 2025,
      stats: { trips: 1, days: 9, photos: 2, countries: [{ code: 'FR' }, { code: 'DE' }] },
      highlights: { months: [{ month: '2025-06', trips: 1 }] },
      publicUrl: null,
    });
    expect(response.body.photos.map((p: { id: number }) => p.id).sort()).toEqual(
      [parisPhoto.id, berlinPhoto.id].sort(),
    );
    const thumb = await client.bytes(response.body.photos[0].url);
    expect(thumb.status).toBe(200);
  });

  it('is shared by one public link that anyone can open, without the places in the owner’s privacy zones', async () => {
    const { client, parisPhoto, berlinPhoto, oldPhoto } = await traveller();
    const [first, again] = await Promise.all([share(client, 2025), share(client, 2025)]);
    expect(again.url).toBe(first.url);
    expect(first.url).toMatch(/\/year-review\/[A-Za-z0-9_-]{22}$/);
    expect((await client.get('/api/stats/2025/review')).body.publicUrl).toBe(first.url);

    await client.put('/api/user/privacy-zones', [
      { name: 'Friends in Berlin', latitude: BERLIN.lat, longitude: BERLIN.lon, radiusMeters: 1000 },
    ]);
    const visitor = server.client();
    const view = await visitor.get(`/api/year-review/${first.token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ year: 2025, owner: { name: 'Yara' }, stats: { trips: 1, photos: 2 } });
    expect(view.body.photos.map((p: { id: number }) => p.id)).toEqual([parisPhoto.id]);
    expect(view.body.highlights.places).toEqual([[48.9, 2.4, 2]]);
    expect(view.body).not.toHaveProperty('publicUrl');

    const photo = await visitor.bytes(view.body.photos[0].url);
    expect(photo.status).toBe(200);
    for (const hidden of [berlinPhoto.id, oldPhoto.id, 999_999]) {
      expect((await visitor.bytes(`/api/year-review/${first.token}/photos/${hidden}`)).status).toBe(404);
    }

    const pdf = await visitor.bytes(`/api/year-review/${first.token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.body);
    expect(text).toContain('2025 in review');
    expect(text).toContain('The travels of Yara');
    expect(text).toMatch(/France — first visit Jun 2, 2025/);

    expect((await client.delete('/api/stats/2025/public-link')).status).toBe(200);
    expect((await visitor.get(`/api/year-review/${first.token}`)).status).toBe(404);
    expect((await visitor.bytes(`/api/year-review/${first.token}/photos/${parisPhoto.id}`)).status).toBe(404);
    expect((await client.delete('/api/stats/2025/public-link')).status).toBe(404);
  });

  it('downloads as a PDF in the owner’s unit', async () => {
    const { client } = await traveller();
    await client.patch('/api/user/preferences', { distanceUnit: 'km' });
    const pdf = await client.bytes('/api/stats/2025/pdf');
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body);
    expect(text).toContain('2025 in review');
    expect(text).toContain('kilometres');
    expect(text).toContain('Germany — first visit Jun 7, 2025');
    expect(text).toContain('Best photos');
  });

  it('stops answering when the owner’s plan no longer has it, and never for an unknown token', async () => {
    const { client, user } = await traveller();
    const { token } = await share(client, 2025);
    await setPlan(server, user.id, 'premium');
    expect((await server.client().get(`/api/year-review/${token}`)).status).toBe(404);
    expect((await client.get('/api/stats/2025/review')).body.code).toBe('plan_required');
    expect((await client.post('/api/stats/2025/public-link', {})).status).toBe(403);
    expect((await client.bytes('/api/stats/2025/pdf')).status).toBe(403);
    const unknown = await server.client().get('/api/year-review/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Year in review not found');
  });

  it('answers 401 to the owner routes without a session and 400 for a bad year or photo id', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/stats/2025/review')).status).toBe(401);
    expect((await anonymous.post('/api/stats/2025/public-link', {})).status).toBe(401);
    expect((await anonymous.bytes('/api/stats/2025/pdf')).status).toBe(401);
    const { client } = await traveller();
    expect((await client.get('/api/stats/99/review')).body).toMatchObject({ code: 'validation' });
    const { token } = await share(client, 2025);
    const bad = await anonymous.get(`/api/year-review/${token}/photos/abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Photo id must be a number');
  });
});
