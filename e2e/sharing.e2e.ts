import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeJpeg, photoForm } from '../test/support/images';
import { addStop, createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { journey, newContext, PHONE, SCREENSHOT_DIR, screenshot } from './support/browser';
import { exportGuide, removeGuide } from './support/guide';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

const STOPS: [string, number, number][] = [
  ['Denver', 39.7392, -104.9903],
  ['Glenwood Springs', 39.5505, -107.3248],
  ['Grand Junction', 39.0639, -108.5506],
  ['Moab', 38.5733, -109.5498],
  ['Monument Valley', 36.998, -110.0985],
  ['Page', 36.9147, -111.4558],
  ['Zion', 37.2982, -113.0263],
  ['Las Vegas', 36.1699, -115.1398],
];

describe('sharing in the browser', () => {
  it('shares with a second traveller, who reads it from Shared with Me until the owner removes it', async () => {
    const readerContext = await newContext(h.browser, { baseURL: h.server.baseUrl });
    try {
      await signInAs(h.server, readerContext, {
        firstName: 'Rosa',
        username: `rosa_${Date.now()}`,
      });
      await journey(h.browser, h.server.baseUrl, 'share-owner', {}, async (page, context) => {
        const { client } = await signInAs(h.server, context, { firstName: 'Olive' });
        const trip = await createTrip(client, { title: 'Canyon Country' });
        await addStop(client, trip.id, { name: 'Moab', latitude: 38.5733, longitude: -109.5498 });
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('button', { name: 'Share', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Share Trip' });
        await dialog.getByLabel('Message').fill('Our spring drive!');
        await dialog.getByLabel('Search people').fill('ro');
        await dialog
          .getByRole('list', { name: 'People found' })
          .getByRole('button', { name: /Rosa/ })
          .click();
        await page.getByText('Trip shared', { exact: true }).first().waitFor();
        await dialog.getByText('Pending').waitFor();
        await screenshot(page, 'share-dialog');

        const readerPage = await readerContext.newPage();
        await readerPage.goto('/');
        await readerPage.getByRole('tab', { name: 'Shared with Me 1' }).click();
        await readerPage.getByText('Canyon Country').click();
        await readerPage.getByText('Shared Trip').first().waitFor();
        await readerPage.getByText('Shared by Olive').waitFor();
        await readerPage.getByText('Our spring drive!').waitFor();
        await readerPage.getByRole('heading', { name: 'Trip Timeline' }).waitFor();
        await screenshot(readerPage, 'shared-view');
        const sharedUrl = readerPage.url();

        await page.reload();
        await page.getByRole('button', { name: 'Share', exact: true }).click();
        await dialog.getByText('Accepted').waitFor();
        await dialog.getByRole('button', { name: /^Remove share with Rosa/ }).click();
        await page.getByText('Share removed', { exact: true }).first().waitFor();

        await readerPage.goto(sharedUrl);
        await readerPage.getByRole('heading', { name: 'Error' }).waitFor();
        await readerPage.getByText('Trip not found').waitFor();
        await readerPage.goto('/');
        await readerPage.getByRole('tab', { name: 'Shared with Me', exact: true }).click();
        await readerPage.getByText('No shared trips yet').waitFor();
      });
    } finally {
      await readerContext.close();
    }
  });

  it('shows a share link signed out at phone width, with photos through the link', () =>
    journey(h.browser, h.server.baseUrl, 'shared-phone', { viewport: PHONE }, async (page) => {
      const owner = h.server.client();
      await signUp(owner, { firstName: 'Olive' });
      const trip = await createTrip(owner, { title: 'Weekend in Moab' });
      const stop = await addStop(owner, trip.id, { name: 'Moab', latitude: 38.5733, longitude: -109.5498 });
      await owner.post(
        `/api/trips/${trip.id}/photos`,
        photoForm(await makeJpeg(), 'arches.jpg', { stopId: String(stop.id) }),
      );
      const { body: share } = await owner.post(`/api/trips/${trip.id}/share`, {
        sharedWithEmail: 'guest@example.com',
      });
      await page.goto(`/shared-trip/${share.inviteToken}`);
      await page.getByText('Shared by Olive').waitFor();
      const photo = page
        .getByRole('list', { name: 'Photos', exact: true })
        .getByRole('button', { name: 'Open arches.jpg full size' });
      await photo.waitFor();
      await expect
        .poll(() => photo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await screenshot(page, 'shared-view-phone');
    }));

  it('exports a PDF travel guide of 8 stops and 20 photos', () =>
    journey(h.browser, h.server.baseUrl, 'pdf-export', {}, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, { title: 'Rocky Mountains to the Desert!' });
      const stopIds: number[] = [];
      for (const [index, [name, latitude, longitude]] of STOPS.entries()) {
        const stop = await addStop(client, trip.id, {
          name,
          latitude,
          longitude,
          arrivalTime: new Date(Date.UTC(2026, 4, 1 + index, 16)).toISOString(),
        });
        stopIds.push(stop.id);
      }
      for (let i = 0; i < 20; i++) {
        const jpeg = await makeJpeg({ width: 640, height: 480, noise: true });
        const stopId = stopIds[i % stopIds.length];
        await client.post(
          `/api/trips/${trip.id}/photos`,
          photoForm(jpeg, `photo-number-${i + 1}.jpg`, { stopId: String(stopId) }),
        );
      }
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('heading', { name: 'Trip Timeline & Stops (8)' }).waitFor();
      const { pdfPath, filename, progressShownMs } = await exportGuide(page);
      expect(filename).toBe('RockyMountainstotheDesert_travel_guide.pdf');
      // The guide takes seconds to write: its progress shows at once.
      expect(progressShownMs).toBeLessThan(200);

      const text = execFileSync('pdftotext', [pdfPath, '-']).toString();
      for (const [name] of STOPS) expect(text).toContain(name);
      expect(text).toContain('Rocky Mountains to the Desert!');
      const images = execFileSync('pdfimages', ['-list', pdfPath]).toString().trim().split('\n').slice(2);
      expect(images.length).toBeGreaterThanOrEqual(21);
      // The photos go in as the server made them for the guide: 4:3 JPEGs of 320×240.
      const photos = images.map((line) => line.trim().split(/\s+/)).filter((cols) => cols[3] === '320');
      expect(photos.map((cols) => `${cols[3]}×${cols[4]} ${cols[8]}`)).toEqual(
        Array(20).fill('320×240 jpeg'),
      );
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '50',
        '-f',
        '1',
        '-l',
        '2',
        pdfPath,
        path.join(SCREENSHOT_DIR, 'travel-guide'),
      ]);
      removeGuide(pdfPath);
      await page.getByText('Travel guide ready').first().waitFor();
    }));
});
