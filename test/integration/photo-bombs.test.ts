import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithCraftedGps, pngClaiming } from '../support/hostile-images';
import { makeJpeg, photoForm } from '../support/images';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * CPU time of this process (the server runs in it) while the request is handled: the least of three tries, since
 * a garbage collection or another file's leftover work may fall into any one of them.
 */
async function cpuMilliseconds(run: () => Promise<unknown>): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = process.cpuUsage();
    await run();
    const used = process.cpuUsage(before);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

describe('hostile photos', () => {
  it('cost little more to read than an ordinary photo, however much EXIF they hold', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const crafted = await jpegWithCraftedGps();
    expect(crafted.length).toBeLessThan(64 * 1024);
    const ordinary = await makeJpeg({ width: 64, height: 64, gps: { lat: 38.57, lon: -109.55 } });
    const upload = (file: Buffer) => () =>
      client.post(`/api/trips/${tripId}/photos`, photoForm(file, 'a.jpg'));
    await upload(ordinary)();
    const normalCost = await cpuMilliseconds(upload(ordinary));
    let status = 0;
    const craftedCost = await cpuMilliseconds(async () => {
      status = (await upload(crafted)()).status;
    });
    expect(status).toBe(201);
    expect(craftedCost).toBeLessThan(normalCost * 3 + 150);
  });

  it('refuses an image of more pixels than the limit with 413, before decoding it', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const response = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(pngClaiming(20_000, 10_000), 'huge.png', {}, 'image/png'),
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      message: 'The image is 200 megapixels; photos can have at most 100 megapixels',
      code: 'too_large',
    });
  });

  it('keep image work off the threads that file serving needs: none runs in the server’s process', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const photo = await makeJpeg({ width: 3000, height: 2000, noise: true });
    let busiest = 0;
    let uploading = true;
    const watch = (async () => {
      while (uploading) {
        busiest = Math.max(busiest, sharp.counters().process);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const uploads = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post(`/api/trips/${tripId}/photos`, photoForm(photo, 'big.jpg')),
      ),
    );
    uploading = false;
    await watch;
    expect(uploads.map((response) => response.status)).toEqual(Array(6).fill(201));
    // The server runs in this process: its uploads' pixels were worked on in the image process alone.
    expect(busiest).toBe(0);
  });
});
