import fs from 'node:fs';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { photos, users } from '../src/server/db/schema';
import { tagPhoto } from '../src/server/features/photo-tags/tagging';
import {
  DETECTOR_INPUT_SIZE,
  type DetectedObject,
  type RgbPicture,
} from '../src/server/image-process/image-process';
import { fromProjectRoot } from '../src/server/paths';
import { photoTaken, samplePhoto, uploadPhoto } from '../test/support/photos';
import { startTestServer } from '../test/support/server';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';

const COUNT = Number(process.env.BENCH_TAGGED_PHOTOS ?? 24);

const rate = (count: number, ms: number) => `${((count * 1000) / ms).toFixed(2)} photos/s`;

/**
 * Photo tagging: real photographs (test/fixtures/photos) through the job queue (upload to tags), through the
 * tagger alone, and — the baseline — through the object detector alone, which is most of the work.
 */
export async function benchPhotoTagging(): Promise<void> {
  const server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
  try {
    const client = server.client();
    const { user } = await signUp(client);
    await server.database.db
      .update(users)
      .set({ role: 'admin' }) // every feature, no storage quota in the way
      .where(eq(users.id, user.id));
    const trip = await createTrip(client);
    const files = await Promise.all(
      Array.from({ length: COUNT }, (_, i) =>
        i % 2 === 0
          ? Promise.resolve(samplePhoto('dog'))
          : photoTaken('horses', {
              clock: `2025:06:${String(1 + (i % 28)).padStart(2, '0')} 20:30:00`,
              offset: '-06:00',
              gps: { lat: 38.5 + i / 100, lon: -109.5 },
            }),
      ),
    );
    // The image process and the detector's model load with the first photo: not part of the rate.
    const warmUp = server.app.ctx.storage.tempPath('.jpg');
    fs.writeFileSync(warmUp, samplePhoto('dog'));
    await server.app.ctx.images.background.look(warmUp, 48).finally(() => fs.rmSync(warmUp, { force: true }));

    let started = performance.now();
    const ids: number[] = [];
    for (const [i, file] of files.entries())
      ids.push((await uploadPhoto(client, trip.id, file, `p${i}.jpg`)).id);
    const uploadedMs = performance.now() - started;
    for (;;) {
      const [row] = await server.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(photos)
        .where(sql`${inArray(photos.id, ids)} AND ${isNotNull(photos.autoTaggedAt)}`);
      if ((row?.n ?? 0) === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const queuedMs = performance.now() - started;
    await server.app.ctx.jobs.stop();

    started = performance.now();
    for (const id of ids) await tagPhoto(server.app.ctx, id);
    const taggerMs = performance.now() - started;

    const sharp = (await import('sharp')).default;
    const pictures = await Promise.all(
      files.map(async (file) => {
        const { data, info } = await sharp(file)
          .rotate()
          .resize(DETECTOR_INPUT_SIZE, DETECTOR_INPUT_SIZE, { fit: 'inside' })
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height };
      }),
    );
    // The detector as the image process runs it, here in this process, its model loaded first.
    const detector = (await import(fromProjectRoot('src/server/image-process/detector.mjs'))) as {
      detect(picture: RgbPicture): Promise<DetectedObject[]>;
    };
    await detector.detect({ pixels: new Uint8Array(64 * 64 * 3), width: 64, height: 64 });
    started = performance.now();
    for (const picture of pictures) {
      await detector.detect({ ...picture, pixels: new Uint8Array(picture.data) });
    }
    const detectorMs = performance.now() - started;

    console.info(
      `uploads of ${COUNT} photos answered in ${(uploadedMs / 1000).toFixed(1)} s; all tagged through the job queue after ${(queuedMs / 1000).toFixed(1)} s: ${rate(COUNT, queuedMs)}`,
    );
    console.info(`tagging (tagPhoto: file, EXIF, colours, detector, place, save): ${rate(COUNT, taggerMs)}`);
    console.info(`bare object detector (same pictures, already decoded): ${rate(COUNT, detectorMs)}`);
    console.info(`tagging runs at ${((detectorMs / taggerMs) * 100).toFixed(0)}% of the bare detector rate`);
  } finally {
    await server.close();
  }
}
