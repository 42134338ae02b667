import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, photoForm } from '../support/images';
import { imagesDerived } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** Resolves with `work`'s value, or fails after `ms`: a request stuck in a queue fails the test at once. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the upload lane', () => {
  it('takes a photo while every connection of the main pool is held by other work', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const jpeg = await makeJpeg({ width: 1600, height: 1200 });
    const { pool } = server.database;
    const held: pg.PoolClient[] = [];
    try {
      for (let i = 0; i < (pool.options.max ?? 10); i++) held.push(await pool.connect());
      // A read through the main pool waits for a connection meanwhile.
      let readAnswered = false;
      const read = client.get(`/api/trips/${tripId}`);
      read.then(
        () => {
          readAnswered = true;
        },
        () => undefined,
      );
      const upload = await within(
        10_000,
        client.post(`/api/trips/${tripId}/photos`, photoForm(jpeg, 'lane.jpg')),
      );
      expect(upload.status).toBe(201);
      expect(upload.body).toMatchObject({ originalName: 'lane.jpg' });
      expect(readAnswered).toBe(false);
      for (const connection of held.splice(0)) connection.release();
      expect((await within(10_000, read)).status).toBe(200);
    } finally {
      for (const connection of held) connection.release();
    }
    await imagesDerived(server.database.db);
    const photos = (await client.get(`/api/trips/${tripId}/photos`)).body as { originalName: string }[];
    expect(photos.map((photo) => photo.originalName)).toEqual(['lane.jpg']);
  });
});
