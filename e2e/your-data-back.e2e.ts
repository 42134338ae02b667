import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../src/server/db/embedded/wait-until';
import { photoTaken, uploadPhoto } from '../test/support/photos';
import { addStop, createTrip } from '../test/support/trips';
import { journey, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

describe('bringing my data back', () => {
  it("imports the account's ZIP into another account from the import screen", () =>
    journey(h.browser, h.server.baseUrl, 'your-data-back', {}, async (page, context) => {
      const { client: first } = await signInAs(h.server, context, { firstName: 'Ada' });
      const trip = await createTrip(first, { title: 'Utah canyons' });
      await addStop(first, trip.id, { name: 'Moab', latitude: 38.57, longitude: -109.55 });
      await uploadPhoto(
        first,
        trip.id,
        await photoTaken('horses', { clock: '2026:05:02 10:00:00' }),
        'horses.jpg',
      );
      const requested = await first.post('/api/user/export');
      const ready = await waitUntil(
        async () => {
          const answer = await first.get(`/api/user/exports/${requested.body.id}`);
          return answer.body.status === 'ready' ? answer.body : undefined;
        },
        60_000,
        100,
      );
      const zip = await first.bytes(ready.downloadUrl);
      const file = path.join(
        fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-export-')),
        'roadbook-export.zip',
      );
      fs.writeFileSync(file, zip.body);

      await context.clearCookies();
      const { client: second } = await signInAs(h.server, context, { firstName: 'Bea' });
      await page.goto('/import');
      await page.getByLabel('Choose files to import').setInputFiles(file);
      await page.getByRole('button', { name: 'Read the files' }).click();
      await page.getByRole('heading', { name: 'Found: Roadbook export' }).waitFor();
      await expect.poll(() => page.getByRole('definition').allTextContents()).toEqual(['1', '1', '0', '1']);
      await screenshot(page, 'your-data-back-preview');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('heading', { name: 'Imported' }).waitFor();
      await page.getByRole('link', { name: 'Open the trip' }).click();
      await page.getByRole('heading', { name: 'Utah canyons' }).first().waitFor();
      await page
        .getByRole('img', { name: /horses/ })
        .first()
        .waitFor();
      expect((await second.get('/api/trips')).body.map((row: { title: string }) => row.title)).toEqual([
        'Utah canyons',
      ]);
    }));
});
