import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, photoForm } from '../support/images';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('Cache-Control', () => {
  it('is no-store on API replies, no-cache on the versioned reads, private on stored files', async () => {
    const { client, tripId, account } = await ownerWithTrip(server);
    const photo = await client.post(`/api/trips/${tripId}/photos`, photoForm(await makeJpeg(), 'a.jpg'));
    const replies = {
      user: await client.get('/api/user'),
      trips: await client.get('/api/trips'),
      trip: await client.get(`/api/trips/${tripId}`),
      export: await client.get(`/api/trips/${tripId}/export.gpx`),
      signIn: await server
        .client()
        .post('/api/login', { username: account.username, password: account.password }),
      refused: await server.client().get('/api/trips'),
      missing: await client.get('/api/trips/999999'),
      missingFile: await client.get('/uploads/nothing-here.jpg'),
    };
    for (const [name, response] of Object.entries(replies)) {
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
    for (const list of ['stops', 'photos', 'route']) {
      const reply = await client.get(`/api/trips/${tripId}/${list}`);
      expect(reply.headers.get('cache-control'), list).toBe('private, no-cache');
    }
    const file = await client.get(`/uploads/${photo.body.filename}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toMatch(/^private\b/);
    const thumb = await client.get(`/uploads/thumbs/${photo.body.thumbnailFilename}`);
    expect(thumb.headers.get('cache-control')).toMatch(/^private\b/);
  });
});
