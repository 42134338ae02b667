import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../test/support/images';
import { uploadPhoto } from '../test/support/photos';
import { setPlan } from '../test/support/plans';
import { addStop, createTrip } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, newContext, PHONE, screenshot, viewScreenshot } from './support/browser';
import { exportedGuideText } from './support/guide';
import { journeyHarness, signInAs } from './support/harness';
import { holdTripPageCode, requestInitiators } from './support/requests';

const h = journeyHarness();

const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-e2e-places-'));
const PHOTOS: Record<string, { lat: number; lon: number; takenAt: string }> = {
  'bixby.jpg': { lat: 36.3712, lon: -121.902, takenAt: '2026:11:17 10:30:00' },
  'mcway.jpg': { lat: 36.158, lon: -121.672, takenAt: '2026:11:17 13:10:00' },
  'big-sur.jpg': { lat: 36.2704, lon: -121.8081, takenAt: '2026:11:17 12:00:00' },
  'santa-barbara.jpg': { lat: 34.4208, lon: -119.6982, takenAt: '2026:11:18 17:20:00' },
};
const photoPaths = (...names: string[]) => names.map((name) => path.join(photoDir, name));

beforeAll(async () => {
  for (const [name, { lat, lon, takenAt }] of Object.entries(PHOTOS)) {
    fs.writeFileSync(path.join(photoDir, name), await makeJpeg({ gps: { lat, lon }, takenAt, noise: true }));
  }
});
afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));

/** Waits until every file in the upload dialog has arrived. */
async function uploadThroughDialog(page: Page, files: string[]) {
  const dialog = page.getByRole('dialog', { name: 'Upload Photos' });
  await dialog.getByLabel('Choose photos to upload').setInputFiles(photoPaths(...files));
  await expect.poll(() => dialog.getByLabel('Uploaded').count()).toBe(files.length);
  return dialog;
}

/**
 * Words of an administrator's set-up hint, which a traveller or a visitor never needs to read. ("API key" alone
 * is a traveller's word too: the key of their own Immich server, asked for on the profile page.)
 */
const SET_UP_WORDS = /set up|OPENAI|ANTHROPIC|_API_KEY|restart Roadbook/i;

const bodyText = (page: Page) => page.locator('body').textContent();

describe('trip pages that are honest about this server', () => {
  it('marks what this server cannot offer on the profile and plans pages, and shows visitors no set-up hint', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'unavailable-everywhere',
      { viewport: DESKTOP },
      async (page, context) => {
        const { client, user } = await signInAs(h.server, context);
        await setPlan(h.server, user.id, 'pro');

        await page.goto('/profile');
        const included = page.getByRole('region', { name: 'Included features' });
        await included
          .getByRole('listitem')
          .filter({ hasText: 'Voice memo transcription' })
          .getByText('(not available on this server)')
          .waitFor();
        await included.getByText('Multi-language AI').waitFor();
        expect(await bodyText(page)).not.toMatch(SET_UP_WORDS);
        await expectNoSeriousViolations(page, 'the profile page');
        await screenshot(page, 'unavailable-profile-desktop');
        await page.setViewportSize(PHONE);
        await screenshot(page, 'unavailable-profile-phone');

        await page.goto('/subscribe');
        const row = page.getByRole('row').filter({ hasText: 'Voice memo transcription' });
        await row.getByText('(not available on this server)').waitFor();
        expect(await row.getByText('Included, but not available on this server').count()).toBe(2);
        await expectNoSeriousViolations(page, 'the plans table');

        const trip = await createTrip(client, { title: 'Honest Coast' });
        const stop = await addStop(client, trip.id, {
          name: 'Monterey',
          latitude: 36.6002,
          longitude: -121.8947,
        });
        expect((await client.post(`/api/stops/${stop.id}/generate-description`)).status).toBe(200);
        const link = await client.post(`/api/trips/${trip.id}/public-link`);
        const visitor = await newContext(h.browser, { baseURL: h.server.baseUrl, viewport: PHONE });
        try {
          const shared = await visitor.newPage();
          await shared.goto(new URL(link.body.shareUrl, h.server.baseUrl).pathname);
          await shared.getByRole('region', { name: 'AI description' }).waitFor();
          expect(await bodyText(shared)).not.toMatch(SET_UP_WORDS);
          await screenshot(shared, 'unavailable-shared-phone');
        } finally {
          await visitor.close();
        }
      },
    ));

  it('names stops made from photos by what is there, and keeps a far photo on the stop it was added to', () =>
    journey(h.browser, h.server.baseUrl, 'photo-stop-names', { viewport: DESKTOP }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, {
        title: 'Highway One',
        startDate: '2026-11-16T00:00:00.000Z',
        endDate: '2026-11-20T00:00:00.000Z',
      });
      await addStop(client, trip.id, {
        name: 'Monterey',
        latitude: 36.6002,
        longitude: -121.8947,
        arrivalTime: '2026-11-16T18:00:00.000Z',
      });
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('heading', { name: 'Trip Timeline & Stops (1)' }).waitFor();

      await page.getByRole('button', { name: 'Upload Photos' }).first().click();
      const dialog = await uploadThroughDialog(page, ['bixby.jpg', 'big-sur.jpg', 'mcway.jpg']);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('heading', { name: 'Trip Timeline & Stops (4)' }).waitFor();
      const stops = page.getByRole('list', { name: 'Stops' });
      for (const name of ['Monterey', 'Bixby Bridge', 'Big Sur', 'McWay Falls']) {
        await stops.getByText(name, { exact: true }).waitFor();
      }
      for (const name of ['Bixby Bridge', 'Big Sur', 'McWay Falls']) {
        await page.getByRole('tab', { name: `${name} (1)` }).waitFor();
      }
      expect(await page.getByText('Carmel Valley Village').count()).toBe(0);

      // Santa Barbara is 310 km from Monterey: the photo stays where the traveller put it, and the toast says so.
      await stops
        .getByRole('listitem')
        .filter({ hasText: 'Monterey' })
        .getByRole('button', { name: /^Add photos to/ })
        .click();
      await page
        .getByRole('dialog', { name: 'Upload Photos' })
        .getByText('Add photos to Monterey.')
        .waitFor();
      const stopDialog = await uploadThroughDialog(page, ['santa-barbara.jpg']);
      await stopDialog.getByRole('button', { name: 'Close' }).click();
      const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
      const toast = toasts.filter({ hasText: 'Photo added to Monterey' });
      // A pointer on the toast holds it open while it is read.
      await toast.hover();
      await toast.getByText(/Its GPS location is about 19\d miles from this stop\./).waitFor();
      expect(await page.getByText('GPS data found, but stop already exists nearby.').count()).toBe(0);
      await expectNoSeriousViolations(page, 'the far photo toast', '[aria-label^="Notifications"]');
      await viewScreenshot(page, 'far-photo-toast-desktop');
      await page.getByRole('tab', { name: 'Monterey (1)' }).waitFor();

      // The traveller takes the offer: the photo gets a stop where it was taken.
      await toast.getByRole('button', { name: 'Make a stop there' }).click();
      await toasts.filter({ hasText: 'Stop created' }).getByText('Santa Barbara').waitFor();
      await page.getByRole('heading', { name: 'Trip Timeline & Stops (5)' }).waitFor();
      await page.getByRole('tab', { name: 'Santa Barbara (1)' }).waitFor();
      expect(await page.getByRole('tab', { name: /^Monterey/ }).count()).toBe(0);
      await expectNoSeriousViolations(page, 'the trip with photo stops');
      await screenshot(page, 'photo-stop-names-desktop');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'photo-stop-names-phone');
    }));

  it("shows a stop's comments, links and departure in the timeline, the shared view and the travel guide", () =>
    journey(h.browser, h.server.baseUrl, 'stop-details', { viewport: DESKTOP }, async (page, context) => {
      const { client, user } = await signInAs(h.server, context);
      await setPlan(h.server, user.id, 'premium');
      const trip = await createTrip(client, { title: 'Big Sur Weekend' });
      const stop = await addStop(client, trip.id, {
        name: 'Bixby Bridge',
        latitude: 36.3715,
        longitude: -121.9017,
        arrivalTime: '2026-05-02T17:30:00.000Z',
      });
      const saved = await client.put(`/api/stops/${stop.id}`, {
        comments: 'Pull-out on the north side; go before 9 for the light.',
        departureTime: '2026-05-02T19:00:00.000Z',
        wikipediaUrl: 'https://en.wikipedia.org/wiki/Bixby_Creek_Bridge',
        websiteUrl: 'https://www.bigsurcalifornia.org/',
      });
      expect(saved.status).toBe(200);

      const expectDetails = async (area: ReturnType<Page['locator']>) => {
        await area.getByText('Departs 7:00 PM').waitFor();
        await area.getByText('Pull-out on the north side; go before 9 for the light.').waitFor();
        const wikipedia = area.getByRole('link', { name: /^Wikipedia/ });
        expect(await wikipedia.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Bixby_Creek_Bridge');
        expect(await wikipedia.getAttribute('target')).toBe('_blank');
        const website = area.getByRole('link', { name: /^bigsurcalifornia\.org/ });
        expect(await website.getAttribute('href')).toBe('https://www.bigsurcalifornia.org/');
      };

      for (const name of ['one', 'two', 'three', 'four', 'five'])
        await uploadPhoto(client, trip.id, await makeJpeg({ noise: true }), `${name}.jpg`);
      const listed = (await client.get(`/api/trips/${trip.id}/photos`)).body as {
        thumbnailFilename: string;
      }[];
      const firstThumbnails = listed.slice(0, 4).map((photo) => `/uploads/thumbs/${photo.thumbnailFilename}`);

      const tripData = ['', '/stops', '/photos', '/route'].map((part) => `/api/trips/${trip.id}${part}`);
      const tripRequests = await requestInitiators(page, [...tripData, ...firstThumbnails]);
      // The trip page's own code is held back: the server drew the page, which shows the trip and asks for its
      // first photos all the same.
      const releasePageCode = await holdTripPageCode(page);
      const firstAsked = Promise.all(
        firstThumbnails.map((path) =>
          page.waitForRequest((request) => new URL(request.url()).pathname === path),
        ),
      );
      await page.goto(`/trips/${trip.id}`, { waitUntil: 'commit' });
      await firstAsked;
      await page.getByRole('heading', { level: 1, name: 'Big Sur Weekend' }).waitFor();
      releasePageCode();
      await expectDetails(page.getByRole('list', { name: 'Stops' }).getByRole('listitem').first());
      await expect
        .poll(() => page.locator('img[src^="/uploads/thumbs/"]').evaluateAll((images) => images.length))
        .toBeGreaterThanOrEqual(5);
      // What the page was drawn from came in its HTML, and the app took the page over without asking for it
      // again; the route, drawn lower, was named there and fetched beside the code, once; the first photos once
      // each, by the HTML's images.
      expect(tripRequests()).toEqual(
        Object.fromEntries([
          ...tripData.map((path) => [path, path.endsWith('/route') ? ['parser'] : []]),
          ...firstThumbnails.map((path) => [path, ['parser']]),
        ]),
      );
      expect(
        await page
          .locator('img[src^="/uploads/thumbs/"]')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      ).toBe(true);
      await expectNoSeriousViolations(page, 'a stop with its details');
      await screenshot(page, 'stop-details-desktop');

      const guide = await exportedGuideText(page);
      expect(guide).toContain('Arrival: May 02, 2026 at 5:30 PM');
      expect(guide).toContain('Departure: 7:00 PM');
      expect(guide).toContain('Comments: Pull-out on the north side; go before 9 for the light.');
      expect(guide).toContain('Wikipedia: https://en.wikipedia.org/wiki/Bixby_Creek_Bridge');
      expect(guide).toContain('Website: https://www.bigsurcalifornia.org/');

      await page.setViewportSize(PHONE);
      await screenshot(page, 'stop-details-phone');

      const link = await client.post(`/api/trips/${trip.id}/public-link`);
      const visitor = await newContext(h.browser, { baseURL: h.server.baseUrl, viewport: PHONE });
      try {
        const shared = await visitor.newPage();
        const sharedPath = new URL(link.body.shareUrl, h.server.baseUrl).pathname;
        const sharedData = [`/api${sharedPath}`];
        const sharedRequests = await requestInitiators(shared, sharedData);
        await shared.goto(sharedPath);
        await shared.getByRole('heading', { name: 'Trip Timeline' }).waitFor();
        expect(sharedRequests()).toEqual({ [sharedData[0] as string]: ['parser'] });
        await expectDetails(shared.getByRole('list', { name: 'Stops' }).getByRole('listitem').first());
        await expectNoSeriousViolations(shared, 'the shared stop with its details');
        await screenshot(shared, 'stop-details-shared-phone');
      } finally {
        await visitor.close();
      }
    }));

  it("writes a Pro traveller's offline description in the browser's language", async () => {
    const context = await newContext(h.browser, {
      baseURL: h.server.baseUrl,
      viewport: DESKTOP,
      locale: 'fr-FR',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const { client, user } = await signInAs(h.server, context);
      await setPlan(h.server, user.id, 'pro');
      const trip = await createTrip(client, { title: 'Canyon Country' });
      await addStop(client, trip.id, {
        name: 'Denver',
        latitude: 39.7392,
        longitude: -104.9903,
        stopOrder: 1,
      });
      await addStop(client, trip.id, { name: 'Moab', latitude: 38.5733, longitude: -109.5498, stopOrder: 2 });

      await page.goto(`/trips/${trip.id}`);
      const moab = page
        .getByRole('list', { name: 'Stops' })
        .getByRole('listitem')
        .filter({ hasText: 'Moab' });
      await moab.getByRole('button', { name: 'Generate AI description' }).click();
      await moab.getByRole('button', { name: 'View AI description' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText(/^Moab \(UT, États-Unis\) est une petite ville d'environ [\d\u202f]+ habitants\.$/)
        .waitFor();
      await dialog
        .getByText(
          "C'est une étape panoramique du voyage « Canyon Country », de Denver, CO à Las Vegas, NV. L'étape précédente, Denver, se trouve à environ 257 miles à vol d'oiseau.",
        )
        .waitFor();
      await dialog
        .getByText('Rédigé hors ligne à partir de la liste de lieux intégrée à Roadbook.')
        .waitFor();
      await expectNoSeriousViolations(page, 'the French description', '[role="dialog"]');
      await viewScreenshot(page, 'french-description-desktop');
      await page.setViewportSize(PHONE);
      await viewScreenshot(page, 'french-description-phone');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
