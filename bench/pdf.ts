import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext } from '../e2e/support/browser';
import { chromiumPath } from '../scripts/ensure-browser-tools.mjs';
import { guideThumbnailUrl } from '../src/web/lib/photo-urls';
import { seedBigTrip } from '../test/support/big-trip';
import { startTestServer, type TestServer } from '../test/support/server';
import { BROWSER_PROBES, type Probes } from './browser-probes';

const GUIDES = [
  { stops: 30, photosPerStop: 6 },
  { stops: 100, photosPerStop: 10 },
];
/** The guide shows at most this many photos of a stop (as the export does). */
const PHOTOS_IN_GUIDE = 6;

declare const window: Window & { roadbook: Probes };

/**
 * The floor under the guide, in the same page: the same guide JPEGs the guide embeds (made by the server at
 * upload, `guideThumbnailName`), fetched six at a time and added to a blank jsPDF document, nothing else.
 */
async function bareJsPdf(page: Page, urls: string[]): Promise<number> {
  await page.addScriptTag({
    content: fs.readFileSync(path.resolve('node_modules/jspdf/dist/jspdf.umd.min.js'), 'utf8'),
  });
  return page.evaluate(`(${BARE_JSPDF})(${JSON.stringify(urls)})`) as Promise<number>;
}

// A string, so that the page runs it as written (no helpers of the bench's own compiler in it).
const BARE_JSPDF = `async (urls) => {
  const started = performance.now();
  const jpegs = new Array(urls.length);
  let next = 0;
  const fetchAll = async () => {
    while (next < urls.length) {
      const at = next++;
      const response = await fetch(urls[at]);
      if (!response.ok) throw new Error(urls[at] + ' answered ' + response.status);
      jpegs[at] = new Uint8Array(await response.arrayBuffer());
    }
  };
  await Promise.all(Array.from({ length: 6 }, fetchAll));
  const doc = new window.jspdf.jsPDF({ unit: 'mm', format: 'a4' });
  jpegs.forEach((jpeg, index) => {
    if (index > 0 && index % 18 === 0) doc.addPage();
    doc.addImage(jpeg, 'JPEG', 18 + (index % 3) * 46, 20 + (Math.floor(index / 3) % 6) * 38, 40, 30, 'photo-' + index);
  });
  doc.output('blob');
  return performance.now() - started;
}`;

async function measureGuide(browser: Browser, server: TestServer, shape: (typeof GUIDES)[number]) {
  const trip = await seedBigTrip(server, { ...shape, loosePhotos: 0, routePoints: 20_000 });
  const context = await newContext(browser, {
    baseURL: server.baseUrl,
    viewport: DESKTOP,
    acceptDownloads: true,
    bypassCSP: true, // for the bare jsPDF script added to the page
  });
  await context.addCookies([{ name: 'roadbook_sid', value: trip.sessionCookie, url: server.baseUrl }]);
  const page = await context.newPage();
  await page.addInitScript(BROWSER_PROBES);
  // Each run fetches every guide JPEG from the server, so that the guide and the bare run after it pay alike.
  await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    await page.goto(`/trips/${trip.tripId}`);
    await page.getByRole('heading', { name: `Trip Timeline & Stops (${shape.stops})` }).waitFor();
    await page.evaluate(() => window.roadbook.settle(performance.now(), false));

    const download = page.waitForEvent('download');
    const started = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await download;
    const guideMs = (await page.evaluate(() => performance.now())) - started;
    const saved = path.join(server.dataDir, 'guide.pdf');
    await file.saveAs(saved);
    const megabytes = fs.statSync(saved).size / (1024 * 1024);
    const progress = await page.evaluate((since) => window.roadbook.progress(since), started);
    const during = await page.evaluate((since) => window.roadbook.longest(since), started);

    const data = (await trip.client.get(`/api/trips/${trip.tripId}/export/data`)).body as {
      photosByStop: Record<string, { thumbnailFilename: string }[]>;
    };
    const urls = Object.values(data.photosByStop).flatMap((photos) =>
      photos.slice(0, PHOTOS_IN_GUIDE).map((photo) => guideThumbnailUrl(photo.thumbnailFilename)),
    );
    const bareMs = await bareJsPdf(page, urls);
    console.info(
      `${shape.stops} stops × ${shape.photosPerStop} photos: guide downloaded ${(guideMs / 1000).toFixed(2)} s after the click ` +
        `(${megabytes.toFixed(1)} MB, ${urls.length} photos in it); bare jsPDF with the same guide JPEGs ${(bareMs / 1000).toFixed(2)} s`,
    );
    console.info(
      `  progress shown ${progress.updates} times, first after ${Math.round(progress.firstMs)} ms, the longest gap ${Math.round(progress.longestGapMs)} ms; ` +
        `longest task meanwhile ${Math.round(during.longestTaskMs)} ms`,
    );
  } finally {
    await context.close();
  }
}

export async function benchPdf(): Promise<void> {
  const server = await startTestServer({ env: { LOG_LEVEL: 'silent' }, webDir: process.env.BENCH_WEB_DIR });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser(chromiumPath);
    for (const shape of GUIDES) await measureGuide(browser, server, shape);
  } finally {
    await browser?.close();
    await server.close();
  }
}
