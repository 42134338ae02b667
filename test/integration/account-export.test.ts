import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoadbookExport } from '../../src/common/contract/roadbook-export';
import { removeExpiredExports } from '../../src/server/features/data-export';
import { readyExport } from '../support/data-export';
import { photoTaken, uploadPhoto } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip, shareLink } from '../support/trips';
import { signUp } from '../support/users';
import { sampleMemo, voiceMemoForm } from '../support/voice-memos';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('downloading my data', () => {
  it('builds one ZIP of the account: the document, the originals byte for byte, the memo and the route', async () => {
    const client = server.client();
    const { user } = await signUp(client, { firstName: 'Ada' });
    const trip = await createTrip(client, { title: 'Utah canyons' });
    const stop = await addStop(client, trip.id, { name: 'Moab', latitude: 38.57, longitude: -109.55 });
    expect((await client.post(`/api/stops/${stop.id}/voice-memo`, voiceMemoForm())).status).toBe(200);
    const photo = await photoTaken('dog', {
      clock: '2026:05:02 10:00:00',
      gps: { lat: 38.57, lon: -109.55 },
    });
    await uploadPhoto(client, trip.id, photo, 'dog at moab.jpg');
    const points = [
      { lat: 38.5, lng: -109.5, time: '2026-05-02T15:00:00Z' },
      { lat: 38.6, lng: -109.6, time: '2026-05-02T16:00:00Z' },
    ];
    await client.post(`/api/trips/${trip.id}/route/points`, { points });
    await shareLink(client, trip.id);

    const ready = await readyExport(client);
    expect(ready).toMatchObject({ progress: 100, bytes: expect.any(Number), expiresAt: expect.any(String) });
    expect(new Date(ready.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const download = await client.bytes(ready.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.body.length).toBe(ready.bytes);
    const files = unzipSync(new Uint8Array(download.body));
    const document = JSON.parse(new TextDecoder().decode(files['roadbook-export.json'])) as RoadbookExport;
    expect(document).toMatchObject({ format: 'roadbook-export', version: 1, user: { firstName: 'Ada' } });
    const [exported] = document.trips;
    expect(exported).toMatchObject({ title: 'Utah canyons', folder: `trips/${trip.id}-utah-canyons` });
    expect(exported?.stops[0]).toMatchObject({ name: 'Moab', memo: { mimetype: 'audio/webm' } });
    const memoFile = exported?.stops[0]?.memo?.file as string;
    expect(sha256(files[memoFile] as Uint8Array)).toBe(sha256(sampleMemo()));
    const exportedPhoto = exported?.photos[0];
    expect(exportedPhoto).toMatchObject({
      originalName: 'dog at moab.jpg',
      stopId: stop.id,
      sha256: sha256(photo),
    });
    expect(sha256(files[exportedPhoto?.file as string] as Uint8Array)).toBe(sha256(photo));
    expect(JSON.parse(new TextDecoder().decode(files[`${exported?.folder}/route.json`]))).toEqual(points);
    expect(new TextDecoder().decode(files[`${exported?.folder}/route.gpx`])).toContain('<gpx');
    expect(exported?.shares).toEqual([expect.objectContaining({ kind: 'invitation', permission: 'view' })]);
    expect((await client.get('/api/user/exports')).body[0].id).toBe(ready.id);
    const mailed = await server.database.pool.query('SELECT subject, text FROM outbox WHERE "to" = $1', [
      user.email,
    ]);
    expect(mailed.rows).toEqual([
      {
        subject: 'Your Roadbook data is ready to download',
        text: expect.stringContaining(`${server.baseUrl}/profile`),
      },
    ]);
  });

  it("is its owner's only, and goes after a week", async () => {
    const client = server.client();
    await signUp(client);
    const ready = await readyExport(client);
    const other = server.client();
    await signUp(other);
    expect((await other.get(`/api/user/exports/${ready.id}`)).status).toBe(404);
    expect((await other.bytes(ready.downloadUrl)).status).toBe(404);
    expect((await server.client().get(`/api/user/exports/${ready.id}`)).status).toBe(401);
    expect((await server.client().post('/api/user/export')).status).toBe(401);
    expect((await client.get('/api/user/exports/not-an-id')).status).toBe(404);

    expect(await removeExpiredExports(server.app.ctx, new Date(Date.now() + 6 * 24 * 3600 * 1000))).toBe(0);
    expect(
      await removeExpiredExports(server.app.ctx, new Date(Date.now() + 8 * 24 * 3600 * 1000)),
    ).toBeGreaterThan(0);
    expect((await client.get(`/api/user/exports/${ready.id}`)).body).toMatchObject({
      status: 'expired',
      downloadUrl: null,
    });
    expect((await client.bytes(ready.downloadUrl)).status).toBe(404);
  });
});
