import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { photoTaken, uploadPhoto } from '../test/support/photos';
import { addStop, createTrip } from '../test/support/trips';
import { DESKTOP, journey, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

describe('downloading my data', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`builds the ZIP from the profile and downloads it (${width})`, () =>
      journey(
        h.browser,
        h.server.baseUrl,
        `your-data-${width}`,
        { viewport, touch: width === 'phone' },
        async (page, context) => {
          const { client } = await signInAs(h.server, context, { firstName: 'Ada' });
          const trip = await createTrip(client, { title: 'Utah canyons' });
          await addStop(client, trip.id, { name: 'Moab', latitude: 38.57, longitude: -109.55 });
          const photo = await photoTaken('horses', { clock: '2026:05:02 10:00:00' });
          await uploadPhoto(client, trip.id, photo, 'horses.jpg');

          await page.goto('/profile');
          const card = page.locator('div.rounded-2xl', {
            has: page.getByRole('heading', { name: 'Your data' }),
          });
          await card.getByRole('button', { name: 'Download my data' }).click();
          const link = card.getByRole('link', { name: /^Download the ZIP/ });
          await link.waitFor();
          await card.scrollIntoViewIfNeeded();
          await screenshot(page, `your-data-ready-${width}`);
          const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
          expect(download.suggestedFilename()).toMatch(/^roadbook-export-\d{4}-\d{2}-\d{2}\.zip$/);
          const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
          const document = JSON.parse(new TextDecoder().decode(files['roadbook-export.json']));
          expect(document.trips.map((exported: { title: string }) => exported.title)).toEqual([
            'Utah canyons',
          ]);
          expect(Object.keys(files).some((name) => name.endsWith('-horses.jpg'))).toBe(true);
        },
      ));
  }
});
