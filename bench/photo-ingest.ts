import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoForm } from '../test/support/images';
import { startTestServer } from '../test/support/server';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { bareThumbnail } from './bare-thumbnail';

const COUNT = Number(process.env.BENCH_PHOTOS ?? 100);
const WIDTH = 4000;
const HEIGHT = 3000;

/** 12-megapixel camera-like JPEGs (noise compresses like a real scene), half of them with GPS. */
export async function generatePhotos(dir: string, count = COUNT): Promise<string[]> {
  const base = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `photo-${i}.jpg`);
    const gps =
      i % 2 === 0
        ? {
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: `${36 + (i % 5)}/1 0/1 0/1`,
              GPSLongitudeRef: 'W',
              GPSLongitude: `${110 + (i % 7)}/1 0/1 0/1`,
            },
          }
        : {};
    await sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .modulate({ brightness: 0.8 + (i % 10) / 25 })
      .jpeg({ quality: 88 })
      .withExif({ IFD0: { Make: 'Bench' }, ...gps })
      .toFile(file);
    files.push(file);
  }
  return files;
}

export async function benchPhotoIngest(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-photos-'));
  const server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
  try {
    let started = performance.now();
    const files = await generatePhotos(dir);
    const megabytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0) / (1024 * 1024);
    console.info(
      `generated ${COUNT} photos of ${WIDTH}×${HEIGHT} (${megabytes.toFixed(0)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const client = server.client();
    await signUp(client);
    await server.database.db.execute(`update users set role = 'admin'`); // no plan quota in the way
    const trip = await createTrip(client);
    server.app.ctx.places.warmUp?.();

    started = performance.now();
    for (const file of files) {
      const response = await client.post(
        `/api/trips/${trip.id}/photos`,
        photoForm(fs.readFileSync(file), path.basename(file)),
      );
      if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
    }
    const endpointSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    for (const file of files) await bareThumbnail(file);
    const sharpSeconds = (performance.now() - started) / 1000;

    const endpointRate = COUNT / endpointSeconds;
    const sharpRate = COUNT / sharpSeconds;
    console.info(`photo ingest through POST /api/trips/:id/photos: ${endpointRate.toFixed(2)} photos/s`);
    console.info(`bare thumbnail step (sharp alone, same files): ${sharpRate.toFixed(2)} photos/s`);
    console.info(
      `ingest runs at ${((endpointRate / sharpRate) * 100).toFixed(0)}% of the bare thumbnail rate`,
    );
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
