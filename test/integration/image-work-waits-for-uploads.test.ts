import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../src/server/db/schema';
import type { TestClient } from '../support/http-client';
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

/** A photo upload whose body arrives in two parts: the second only when `finish` is called. */
async function uploadInTwoParts(client: TestClient, tripId: number, file: Buffer) {
  const form = new Request('http://localhost/', { method: 'POST', body: photoForm(file, 'slow.jpg') });
  const body = Buffer.from(await form.arrayBuffer());
  const cookie = client.cookieHeader();
  const request = http.request(new URL(`/api/trips/${tripId}/photos`, client.baseUrl), {
    method: 'POST',
    headers: {
      cookie,
      'content-type': form.headers.get('content-type') ?? '',
      'content-length': String(body.length),
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  // A test failing before `finish` leaves it to the server's close, which resets it.
  answered.catch(() => undefined);
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return {
    finish: () => {
      request.end(body.subarray(half));
      return answered;
    },
  };
}

const sharedFilenameOf = async (id: number) =>
  (await server.database.db.select().from(photos).where(eq(photos.id, id)))[0]?.sharedFilename;

describe('image work after an upload', () => {
  it('waits while another photo is arriving, then makes the copy without metadata', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const slow = await uploadInTwoParts(client, tripId, await makeJpeg({ width: 1600, height: 1200 }));
    await delay(200);
    const quick = await client.post(`/api/trips/${tripId}/photos`, photoForm(await makeJpeg(), 'quick.jpg'));
    expect(quick.status).toBe(201);
    // The new photo's thumbnail is there at once; its copy waits for the other photo to arrive.
    expect((await client.bytes(`/uploads/thumbs/${quick.body.thumbnailFilename}`)).status).toBe(200);
    await delay(1500);
    expect(await sharedFilenameOf(quick.body.id)).toBeNull();

    expect(await slow.finish()).toBe(201);
    await imagesDerived(server.database.db, 15);
    expect(await sharedFilenameOf(quick.body.id)).toBe(quick.body.filename);
  });
});
