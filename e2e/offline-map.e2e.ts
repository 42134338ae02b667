import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addStop, createTrip } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, PHONE, screenshot } from './support/browser';
import { exportGuide, removeGuide } from './support/guide';
import { journeyHarness, signInAs } from './support/harness';

const offline = journeyHarness({ TILE_URL: 'offline' });
// Nothing listens on the discard port: every tile fails, as with no network.
const unreachable = journeyHarness({ TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });

const LAND = [0xf1, 0xf5, 0xf4];

/** How many pixels of the offline map's canvas are land. */
const landPixels = (page: Page) =>
  page
    .locator('.leaflet-offline-basemap-pane canvas')
    .evaluate((canvas: HTMLCanvasElement, [r = 0, g = 0, b = 0]) => {
      const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? {
        data: [],
      };
      let count = 0;
      for (let i = 0; i + 3 < data.length; i += 4) {
        const [red = 0, green = 0, blue = 0, alpha = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (alpha > 200 && Math.abs(red - r) < 6 && Math.abs(green - g) < 6 && Math.abs(blue - b) < 6)
          count++;
      }
      return count;
    }, LAND);

async function tripAcrossTheRockies(context: Parameters<typeof signInAs>[1], server: typeof offline.server) {
  const { client } = await signInAs(server, context);
  const trip = await createTrip(client, { title: 'Canyon Country' });
  await addStop(client, trip.id, { name: 'Denver', latitude: 39.7392, longitude: -104.9903, stopOrder: 1 });
  await addStop(client, trip.id, { name: 'Moab', latitude: 38.5733, longitude: -109.5498, stopOrder: 2 });
  return trip;
}

describe('a map that is never a grey box', () => {
  it('draws the offline map with town names when TILE_URL=offline, on the page and in the travel guide', () =>
    journey(
      offline.browser,
      offline.server.baseUrl,
      'offline-map',
      { viewport: DESKTOP },
      async (page, context) => {
        const trip = await tripAcrossTheRockies(context, offline.server);
        await page.goto(`/trips/${trip.id}`);
        const map = page.getByRole('region', { name: 'Trip map' });
        await expect.poll(() => landPixels(page)).toBeGreaterThan(10_000);
        await map.locator('.offline-town', { hasText: 'Grand Junction' }).waitFor();
        await map
          .locator('.leaflet-control-attribution', { hasText: 'Offline map · Natural Earth' })
          .waitFor();
        expect(offline.tilesServed()).toBe(0);
        await screenshot(page, 'offline-map-desktop');
        await page.setViewportSize(PHONE);
        await expectNoSeriousViolations(page, 'the offline map at phone width');
        await screenshot(page, 'offline-map-phone');

        // The travel guide's route image is drawn on the same map.
        await page.setViewportSize(DESKTOP);
        const { pdfPath } = await exportGuide(page);
        const dir = path.dirname(pdfPath);
        execFileSync('pdfimages', ['-png', '-f', '1', '-l', '1', pdfPath, path.join(dir, 'img')]);
        const images = fs.readdirSync(dir).filter((name) => name.endsWith('.png'));
        const sizes = await Promise.all(
          images.map(async (name) => ({ name, ...(await sharp(path.join(dir, name)).metadata()) })),
        );
        const routeImage = sizes.find((image) => image.width === 600 && image.height === 400);
        if (!routeImage) throw new Error(`no route image among ${images.join(', ')}`);
        const { data } = await sharp(path.join(dir, routeImage.name)).removeAlpha().raw().toBuffer({
          resolveWithObject: true,
        });
        let land = 0;
        for (let i = 0; i + 2 < data.length; i += 3) {
          if (LAND.every((value, channel) => Math.abs((data[i + channel] ?? 0) - value) < 6)) land++;
        }
        expect(land).toBeGreaterThan(50_000);
        removeGuide(pdfPath);
      },
    ));

  it('draws the offline map when the tile server cannot be reached', () =>
    journey(
      unreachable.browser,
      unreachable.server.baseUrl,
      'unreachable-tiles',
      { viewport: PHONE, expectedErrors: [/ERR_CONNECTION_REFUSED|Failed to load resource/] },
      async (page, context) => {
        const trip = await tripAcrossTheRockies(context, unreachable.server);
        await page.goto(`/trips/${trip.id}`);
        await expect.poll(() => landPixels(page)).toBeGreaterThan(5_000);
        await page.locator('.offline-town').first().waitFor();
        await page.locator('.leaflet-control-attribution', { hasText: 'Offline map' }).waitFor();
        await screenshot(page, 'unreachable-tiles-phone');
      },
    ));
});
