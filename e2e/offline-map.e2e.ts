import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BASEMAP } from '../src/web/lib/basemap-style';
import { addStop, createTrip } from '../test/support/trips';
import { DESKTOP, journey, PHONE, SCREENSHOT_DIR, screenshot } from './support/browser';
import { exportGuide, removeGuide } from './support/guide';
import { journeyHarness, signInAs } from './support/harness';
import { canvasPixels, type Rgb } from './support/map';

const offline = journeyHarness({ TILE_URL: 'offline' });
// Nothing listens on the discard port: every tile fails, as with no network.
const unreachable = journeyHarness({ TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });

const rgb = (hex: string): Rgb =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
const LAND = rgb(BASEMAP.land);
const SEA = rgb(BASEMAP.sea);
const BORDER = rgb(BASEMAP.border);

/** How many pixels of the offline map's canvas are of `color`, give or take `tolerance` in each channel. */
const basemapPixels = (page: Page, color: Rgb, tolerance = 6) =>
  canvasPixels(page, '.leaflet-offline-basemap-pane canvas', color, tolerance, 200);
const landPixels = (page: Page) => basemapPixels(page, LAND);

/** How many pixels of `png` are of `color`, give or take 6 in each channel. */
async function pixelsOf(png: Buffer | string, color: Rgb): Promise<number> {
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i + 2 < data.length; i += 3) {
    if (color.every((value, channel) => Math.abs((data[i + channel] ?? 0) - value) < 6)) count++;
  }
  return count;
}

/** The town names on the map, their boxes in the page, and the map's own. */
const townLabels = (page: Page) =>
  page.getByRole('region', { name: 'Trip map' }).evaluate((map) => {
    const boxOf = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const labels = [...map.querySelectorAll('.offline-town')].map((label) => ({
      name: label.textContent ?? '',
      ...boxOf(label),
    }));
    return { map: boxOf(map), labels };
  });

/** Names placed over one another, and names cut by the map's edge. */
async function clashingLabels(page: Page): Promise<string[]> {
  const { map, labels } = await townLabels(page);
  const clashes = labels.flatMap((a, index) =>
    labels
      .slice(index + 1)
      .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
      .map((b) => `${a.name} over ${b.name}`),
  );
  const cut = labels
    .filter((label) => label.left < map.left || label.right > map.right || label.bottom > map.bottom)
    .map((label) => `${label.name} cut by the edge`);
  return [...clashes, ...cut];
}

/** How much of the map's width or height, inside the room kept for the pins and buttons, the stop pins span. */
const pinSpan = (page: Page) =>
  page.getByRole('region', { name: 'Trip map' }).evaluate((map) => {
    const frame = map.getBoundingClientRect();
    const pins = [...map.querySelectorAll('.leaflet-marker-icon:not(.offline-town)')].map((pin) => {
      const { left, right, bottom } = pin.getBoundingClientRect();
      return { x: (left + right) / 2, y: bottom };
    });
    const xs = pins.map((pin) => pin.x);
    const ys = pins.map((pin) => pin.y);
    return Math.max(
      (Math.max(...xs) - Math.min(...xs)) / (frame.width - 92),
      (Math.max(...ys) - Math.min(...ys)) / (frame.height - 70),
    );
  });

async function coastTrip(context: Parameters<typeof signInAs>[1], server: typeof offline.server) {
  const { client } = await signInAs(server, context);
  const trip = await createTrip(client, { title: 'Salish Sea' });
  await addStop(client, trip.id, { name: 'Seattle', latitude: 47.6062, longitude: -122.3321, stopOrder: 1 });
  await addStop(client, trip.id, {
    name: 'Vancouver',
    latitude: 49.2827,
    longitude: -123.1207,
    stopOrder: 2,
  });
  return trip;
}

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
        expect(await clashingLabels(page)).toEqual([]);
        await screenshot(page, 'offline-map-desktop');

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
        expect(await pixelsOf(path.join(dir, routeImage.name), LAND)).toBeGreaterThan(50_000);
        fs.copyFileSync(
          path.join(dir, routeImage.name),
          path.join(SCREENSHOT_DIR, 'offline-map-guide-route.png'),
        );
        removeGuide(pdfPath);
      },
    ));

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`opens a coast trip at ${width} width fitted to its stops, with sea, land, a border and names clear of each other`, () =>
      journey(
        offline.browser,
        offline.server.baseUrl,
        `offline-coast-${width}`,
        { viewport },
        async (page, context) => {
          const trip = await coastTrip(context, offline.server);
          await page.goto(`/trips/${trip.id}`);
          const map = page.getByRole('region', { name: 'Trip map' });
          await expect.poll(() => landPixels(page)).toBeGreaterThan(5_000);
          await map.locator('.offline-town').first().waitFor();
          await map.screenshot({ path: path.join(SCREENSHOT_DIR, `offline-coast-map-${width}.png`) });
          // The dashed line between the United States and Canada, its edges blended into the land.
          expect(await basemapPixels(page, BORDER, 28)).toBeGreaterThan(40);
          await map.locator('.leaflet-marker-icon[title]').first().waitFor();
          // Whole zoom levels: the closest that holds both stops spans at least half the room.
          expect(await pinSpan(page)).toBeGreaterThan(0.5);
          await expect.poll(() => clashingLabels(page)).toEqual([]);
          const picture = await map.screenshot();
          expect(await pixelsOf(picture, SEA)).toBeGreaterThan(5_000);
          expect(await pixelsOf(picture, LAND)).toBeGreaterThan(5_000);
          await screenshot(page, `offline-coast-${width}`);

          // Zoomed out, the names are placed again: more towns, still none over another.
          await map.locator('.leaflet-control-zoom-out').click();
          await map.locator('.leaflet-control-zoom-out').click();
          await page.waitForTimeout(500);
          await expect.poll(() => clashingLabels(page)).toEqual([]);
          await map.screenshot({
            path: path.join(SCREENSHOT_DIR, `offline-coast-map-${width}-zoomed-out.png`),
          });
        },
      ));
  }

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
