import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/support/http-client';
import { makeJpeg } from '../test/support/images';
import { GOOD_KEY, startImmichStandIn } from '../test/support/immich-stand-in';
import { sharedFormat } from '../test/support/imports';
import { samplePhoto } from '../test/support/photos';
import { DESKTOP, journey, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';
import { trackPixels } from './support/map';

const h = journeyHarness();

/** A Polarsteps data export as its ZIP holds it: a trip, its steps with their photos, and the route. */
function polarstepsExport(): Uint8Array {
  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const folder = 'user_data/trip/scottish-highlands_7001';
  return zipSync({
    'user_data/user/user.json': json({ first_name: 'Ailsa' }),
    [`${folder}/trip.json`]: json({
      id: 7001,
      name: 'Scottish Highlands',
      summary: 'A week of lochs and glens',
      start_date: 1747036800,
      end_date: 1747555200,
      all_steps: [
        {
          id: 1,
          name: 'Inverness',
          description: 'Walked along the river Ness.',
          start_time: 1747040400,
          end_time: 1747120000,
          location: { lat: 57.4778, lon: -4.2247, name: 'Inverness', country_code: 'GB' },
        },
        {
          id: 2,
          name: 'Loch Ness',
          description: 'No monster, lots of rain.',
          start_time: 1747130000,
          location: { lat: 57.3229, lon: -4.4244, country_code: 'GB' },
        },
        {
          id: 3,
          display_name: 'Fort William',
          start_time: 1747300000,
          location: { lat: 56.8198, lon: -5.1052, country_code: 'GB' },
        },
      ],
    }),
    [`${folder}/locations.json`]: json({
      locations: [
        { lat: 57.4778, lon: -4.2247, time: 1747040400 },
        { lat: 57.41, lon: -4.33, time: 1747090000 },
        { lat: 57.3229, lon: -4.4244, time: 1747130000 },
        { lat: 57.05, lon: -4.8, time: 1747220000 },
        { lat: 56.8198, lon: -5.1052, time: 1747300000 },
      ],
    }),
    [`${folder}/inverness_1/photos/dog-by-the-river.jpg`]: samplePhoto('dog'),
    [`${folder}/fort-william_3/photos/horses-in-the-glen.jpg`]: samplePhoto('horses'),
  });
}

async function openImport(page: Page, phone: boolean) {
  await page.goto('/');
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Import' }).click();
  } else {
    await page.goto('/import');
  }
  await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
}

/** When the imported route passed north of Dores, on the way to Loch Ness. */
const ON_THE_WAY = Date.parse('2025-05-12T22:48:00Z');

/**
 * A camera photo without GPS, taken on the way, uploaded to the imported trip and placed by its route. The
 * camera's clock is read from the photo as the server did, and told in the dialog as the camera's offset.
 */
async function placeCameraPhotoByRoute(page: Page, client: TestClient) {
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Photos' });
  await upload.getByLabel('Choose photos to upload').setInputFiles({
    name: 'on-the-way.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg({ width: 1600, height: 1200, noise: true, takenAt: '2025:05:12 22:48:00' }),
  });
  await upload.getByLabel('Uploaded').waitFor();
  await upload.getByRole('button', { name: 'Close' }).click();
  const tripId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const photos = (await client.get(`/api/trips/${tripId}/photos`)).body as {
    originalName: string;
    takenAt: string;
  }[];
  const takenAt = Date.parse(photos.find((photo) => photo.originalName === 'on-the-way.jpg')?.takenAt ?? '');
  const offset = Math.round((ON_THE_WAY - takenAt) / 60_000);

  await page.getByRole('button', { name: 'Place by route' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place photos by route' });
  if (offset !== 0) await dialog.getByLabel('Camera clock offset (minutes)').fill(String(offset));
  await dialog.getByRole('list', { name: 'Photos to place' }).getByText('on-the-way.jpg').waitFor();
  await dialog.getByRole('button', { name: 'Place photos' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page
    .getByText(/placed by the route/)
    .first()
    .waitFor();
  const placed = (await client.get(`/api/trips/${tripId}/photos`)).body as {
    originalName: string;
    latitude: number | null;
  }[];
  // Between the route's points at 22:46 and 09:53 the next morning, nearer the first.
  expect(placed.find((photo) => photo.originalName === 'on-the-way.jpg')?.latitude).toBeCloseTo(57.41, 1);
}

describe('bringing travels in', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`imports a Polarsteps export after showing what it found, and opens the trip (${width})`, () =>
      journey(
        h.browser,
        h.server.baseUrl,
        `imports-polarsteps-${width}`,
        { viewport, touch: width === 'phone' },
        async (page, context) => {
          const { client } = await signInAs(h.server, context, { firstName: 'Ailsa' });
          await openImport(page, width === 'phone');
          await screenshot(page, `imports-drop-${width}`);
          const zipPath = path.join(
            fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-import-')),
            'polarsteps.zip',
          );
          fs.writeFileSync(zipPath, polarstepsExport());
          await page.getByLabel('Choose files to import').setInputFiles(zipPath);
          await page.getByRole('list', { name: 'Files to import' }).getByText('polarsteps.zip').waitFor();
          await page.getByRole('button', { name: 'Read the files' }).click();

          await page.getByRole('heading', { name: 'Found: Polarsteps export' }).waitFor();
          const found = page.getByRole('definition');
          await expect.poll(() => found.allTextContents()).toEqual(['1', '3', '5', '2']);
          await page.getByText('Nothing has been written yet.').waitFor();
          await page.getByText('One trip will be made, with the stops, route and photos found.').waitFor();
          await screenshot(page, `imports-preview-${width}`);
          await page.getByRole('button', { name: 'Import', exact: true }).click();

          await page.getByRole('heading', { name: 'Imported' }).waitFor();
          await expect
            .poll(() => page.getByRole('definition').allTextContents())
            .toEqual(['1', '3', '5', '2']);
          await screenshot(page, `imports-done-${width}`);
          await page.getByRole('link', { name: 'Open the trip' }).click();

          await page.getByRole('heading', { name: 'Scottish Highlands' }).first().waitFor();
          for (const stop of ['Walked along the river Ness.', 'No monster, lots of rain.']) {
            await page.getByText(stop).first().waitFor();
          }
          // Each step's country, as Polarsteps named it.
          await expect.poll(() => page.getByText('Country: United Kingdom').count()).toBe(3);
          await page.getByRole('region', { name: 'Trip map' }).waitFor();
          await expect.poll(() => trackPixels(page)).toBeGreaterThan(50);
          await page
            .getByRole('img', { name: /dog-by-the-river/ })
            .first()
            .waitFor();
          await screenshot(page, `imports-trip-${width}`);
          if (width === 'desktop') await placeCameraPhotoByRoute(page, client);
        },
      ));
  }

  it('imports an Immich album linked in the profile', async () => {
    const immich = await startImmichStandIn();
    try {
      await journey(h.browser, h.server.baseUrl, 'imports-immich', {}, async (page, context) => {
        const { client } = await signInAs(h.server, context, { firstName: 'Ailsa' });
        await openImport(page, false);
        await page.getByRole('link', { name: 'Link your Immich server in your profile' }).waitFor();
        expect((await client.put('/api/user/immich', { url: immich.url, apiKey: GOOD_KEY })).status).toBe(
          200,
        );
        await page.reload();
        await page.getByRole('heading', { name: 'From Immich' }).waitFor();
        await page.getByLabel('Photos', { exact: true }).selectOption({ label: 'Canyon country (4)' });
        await screenshot(page, 'imports-immich-choice');
        await page.getByRole('button', { name: 'Read from Immich' }).click();
        await page.getByRole('heading', { name: 'Found: Immich photos' }).waitFor();
        await expect.poll(() => page.getByRole('definition').allTextContents()).toEqual(['1', '0', '0', '3']);
        await page.getByRole('button', { name: 'Import', exact: true }).click();
        await page.getByRole('heading', { name: 'Imported' }).waitFor();
        await page.getByRole('link', { name: 'Open the trip' }).click();
        await page.getByRole('heading', { name: 'Canyon country' }).first().waitFor();
        await page.getByRole('img', { name: /moab/ }).first().waitFor();
      });
    } finally {
      await immich.close();
    }
  });

  it('imports the days chosen of a Google location history', () =>
    journey(h.browser, h.server.baseUrl, 'imports-google', {}, async (page, context) => {
      const { client } = await signInAs(h.server, context, { firstName: 'Ailsa' });
      await openImport(page, false);
      await page.getByLabel('Choose files to import').setInputFiles(sharedFormat('google', 'Records.json'));
      await page.getByRole('button', { name: 'Read the files' }).click();
      await page.getByRole('heading', { name: 'Found: Google location history (Records.json)' }).waitFor();
      const from = page.getByLabel('From', { exact: true });
      const firstDay = await from.inputValue();
      expect(firstDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await page.getByLabel('To', { exact: true }).inputValue()).not.toBe('');
      await page.getByLabel('To', { exact: true }).fill(firstDay);
      await screenshot(page, 'imports-google-days');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('heading', { name: 'Imported' }).waitFor();
      const [trip] = (await client.get('/api/trips')).body;
      const route = (await client.get(`/api/trips/${trip.id}/route`)).body;
      expect(route.pointCount).toBeGreaterThan(0);
      for (const point of route.routeData) expect(point.time.slice(0, 10)).toBe(firstDay);
    }));

  it('takes a dropped Polarsteps folder, and undoes the import', () =>
    journey(h.browser, h.server.baseUrl, 'imports-folder', {}, async (page, context) => {
      const { client } = await signInAs(h.server, context, { firstName: 'Ailsa' });
      await openImport(page, false);
      await page
        .getByLabel('Choose a folder to import')
        .setInputFiles(sharedFormat('polarsteps', 'user_data'));
      await page.getByRole('button', { name: 'Read the files' }).click();
      await page.getByRole('heading', { name: 'Found: Polarsteps export' }).waitFor();
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('heading', { name: 'Imported' }).waitFor();
      expect((await client.get('/api/trips')).body).toHaveLength(1);
      await page.getByRole('button', { name: 'Undo this import' }).click();
      await page.getByText('This import was cancelled; nothing of it was kept.').waitFor();
      expect((await client.get('/api/trips')).body).toHaveLength(0);
      await page.getByRole('button', { name: 'Import other files' }).click();
      await page.getByRole('heading', { name: 'Earlier imports' }).waitFor();
      await page.getByText('Cancelled').waitFor();
    }));
});
