import fs from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { signedInCookies } from '../e2e/support/cookies';
import { saveUploadSettings } from '../src/server/features/settings/settings';
import { photoForm } from '../test/support/images';
import { backgroundJobsSettled } from '../test/support/photos';
import { setPlan } from '../test/support/plans';
import type { TestServer } from '../test/support/server';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { withServerAndChromium } from './browser-server';
import { addRoadStops } from './road-stops';
import { builtAssets, builtFile, describeSizes, kb, sizesOf } from './web-bundle';
import { measurePage, measureRuns, type RunsFigures, startBarePage } from './web-paint';

const PHOTOS = Number(process.env.BENCH_WEB_PHOTOS ?? 1000);
const STOPS = 20;
const RUNS = 5;
const UPLOADS_AT_ONCE = 4;

const WIDTH = 800;
const HEIGHT = 600;

/** Camera-like noise, made once: noise is slow to make and compresses like a real scene. */
const scene = () =>
  sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .raw()
    .toBuffer();

/** The scene in a hue and brightness of its own, so every photo and thumbnail is a different file. */
const photo = (base: Buffer, index: number) =>
  sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .modulate({ hue: (index * 37) % 360, brightness: 0.7 + (index % 7) / 10 })
    .jpeg({ quality: 85 })
    .toBuffer();

/** A Pro traveller's trip from Denver to Las Vegas: 20 stops sharing the photos, and a public link to it. */
async function seedTrip(server: TestServer) {
  const owner = server.client();
  const { user } = await signUp(owner);
  await setPlan(server, user.id, 'pro');
  // As an administrator would allow it: a trip holds 100 photos unless the upload settings say otherwise.
  await saveUploadSettings(server.database.db, { maxUploadSize: 10, maxPhotosPerTrip: PHOTOS });
  const trip = await createTrip(owner, { title: `A thousand photos` });
  const stopIds = await addRoadStops(owner, trip.id, STOPS, 6);
  const started = performance.now();
  const base = await scene();
  const upload = pLimit(UPLOADS_AT_ONCE);
  await Promise.all(
    Array.from({ length: PHOTOS }, (_, i) =>
      upload(async () => {
        const stopId = String(stopIds[i % STOPS]);
        const response = await owner.post(
          `/api/trips/${trip.id}/photos`,
          photoForm(await photo(base, i), `photo-${i + 1}.jpg`, { stopId }),
        );
        if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
      }),
    ),
  );
  const link = await owner.post(`/api/trips/${trip.id}/public-link`);
  if (link.status !== 200) throw new Error(`public link failed: ${link.status} ${link.text}`);
  console.info(
    `trip of ${STOPS} stops and ${PHOTOS} photos uploaded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  // Pages are measured on a server at rest: thumbnails, tags and figures made, as they are minutes after a trip's
  // upload, rather than beside a thousand photos being tagged.
  const queued = performance.now();
  await backgroundJobsSettled(server.database.db, 1800);
  console.info(
    `its background work (thumbnails, tags, figures) done ${((performance.now() - queued) / 1000).toFixed(0)} s later`,
  );
  return {
    tripPath: `/trips/${trip.id}`,
    sharedPath: new URL(link.body.shareUrl as string).pathname,
    cookies: signedInCookies(owner.cookies.get('roadbook_sid') ?? '', server.baseUrl),
  };
}

const paint = (figures: RunsFigures) =>
  `LCP median ${figures.lcpMs.toFixed(0)} ms (${figures.lcpElement}), longest task ${figures.longestTaskMs.toFixed(0)} ms ` +
  `over ${figures.runs} loads (median of each load's longest ${figures.medianLongestTaskMs.toFixed(0)} ms; ` +
  `median ${figures.longTasks} tasks over 50 ms)`;

async function measurePages(browser: Browser, server: TestServer) {
  const trip = await seedTrip(server);
  const thumbs = path.join(server.dataDir, 'uploads', 'thumbs');
  const image = fs.readFileSync(path.join(thumbs, fs.readdirSync(thumbs)[0] ?? ''));
  const bare = await startBarePage(image, 'image/webp');
  try {
    const baseline = await measureRuns(RUNS, () => measurePage(browser, bare.url, { selector: 'img' }));
    console.info(`baseline, a bare page of one heading and one photo on node:http: ${paint(baseline)}`);

    const landing = await measureRuns(RUNS, () => measurePage(browser, server.baseUrl, { selector: 'h1' }));
    const landingScripts = landing.scripts.map((script) => builtFile(script.url));
    console.info(`landing page: ${paint(landing)}`);
    console.info(describeSizes('landing page JS, as Chromium fetched it', sizesOf(landingScripts)));
    console.info(
      `landing page JS sent by the server: ${kb(landing.scripts.reduce((sum, s) => sum + s.transferBytes, 0))}`,
    );

    const owner = await measureRuns(RUNS, () =>
      measurePage(
        browser,
        `${server.baseUrl}${trip.tripPath}`,
        { selector: 'h2', text: 'Trip Photos' },
        { cookies: trip.cookies },
      ),
    );
    console.info(`trip of ${PHOTOS} photos, the owner's page: ${paint(owner)}`);

    const shared = await measureRuns(RUNS, () =>
      measurePage(browser, `${server.baseUrl}${trip.sharedPath}`, { selector: 'h2', text: 'Trip Timeline' }),
    );
    console.info(`trip of ${PHOTOS} photos, its shared page signed out: ${paint(shared)}`);
  } finally {
    bare.close();
  }
}

/**
 * The web app's weight (compressed beside uncompressed) and, in Chromium, the largest contentful paint and the
 * longest task of the landing page and of a trip of 1,000 photos, beside a bare page of one photo.
 */
export async function benchWeb(): Promise<void> {
  console.info(describeSizes('all built JS', sizesOf(builtAssets('.js'))));
  console.info(describeSizes('all built CSS', sizesOf(builtAssets('.css'))));

  await withServerAndChromium(measurePages);
}
