import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, photoForm } from '../support/images';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const storedFiles = (area: string) => fs.readdirSync(path.join(server.dataDir, 'uploads', area));

describe('requests racing each other', () => {
  it('answers uploads racing the deletion of their trip with 2xx or 404, and leaves no file', async () => {
    const client = server.client();
    await signUp(client);
    const photo = await makeJpeg({ width: 1200, height: 900, noise: true });
    const before = { photos: storedFiles('photos').length, thumbs: storedFiles('thumbs').length };
    for (let round = 0; round < 5; round++) {
      const trip = await createTrip(client);
      const uploads = Array.from({ length: 6 }, (_, i) =>
        client.post(`/api/trips/${trip.id}/photos`, photoForm(photo, `race-${round}-${i}.jpg`)),
      );
      // The deletion lands while the uploads are being received, checked and committed.
      await new Promise((resolve) => setTimeout(resolve, 30 + round * 40));
      const deleted = await client.delete(`/api/trips/${trip.id}`);
      expect(deleted.status).toBe(200);
      for (const answer of await Promise.all(uploads)) {
        expect([201, 404]).toContain(answer.status);
        if (answer.status === 404) expect(answer.body.message).toBe('Trip not found');
      }
    }
    expect(storedFiles('photos')).toHaveLength(before.photos);
    expect(storedFiles('thumbs')).toHaveLength(before.thumbs);
    expect(storedFiles('.incoming')).toEqual([]);
  });
});
