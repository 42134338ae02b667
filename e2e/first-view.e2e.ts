import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE_COOKIE } from '../src/common/first-view';
import { seedBigTrip } from '../test/support/big-trip';
import { makeJpeg } from '../test/support/images';
import { uploadPhoto } from '../test/support/photos';
import { createTrip } from '../test/support/trips';
import { DESKTOP, journey, PHONE, screenshot } from './support/browser';
import { signedInCookies } from './support/cookies';
import { journeyHarness, signInAs } from './support/harness';
import { holdTripPageCode, requestInitiators } from './support/requests';

const h = journeyHarness();

/** The time zone the app last named to the server, as its cookie holds it. */
const namedZone = async (context: BrowserContext) =>
  decodeURIComponent((await context.cookies()).find(({ name }) => name === TIME_ZONE_COOKIE)?.value ?? '');

describe('a trip page drawn by the server', () => {
  it("shows the trip before the page's code has come, with dates as the reader's browser shows them, then works", () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'first-view',
      { viewport: PHONE, timezoneId: 'America/Los_Angeles' },
      async (page, context) => {
        const { client } = await signInAs(h.server, context);
        // It starts at midnight UTC on May 1, still April 30 on the Pacific coast.
        const trip = await createTrip(client, { title: 'Redwood Coast' });
        await uploadPhoto(client, trip.id, await makeJpeg({ noise: true }), 'fern-canyon.jpg');

        // The app, opened once, names the browser's time zone to the server.
        await page.goto('/');
        await page.getByRole('tab', { name: 'My Trips' }).waitFor();
        await expect.poll(() => namedZone(context)).toBe('America/Los_Angeles');

        const releasePageCode = await holdTripPageCode(page);
        await page.goto(`/trips/${trip.id}`, { waitUntil: 'commit' });
        const dates = page.getByText('Apr 30, 2026 – May 07, 2026 · 7 days');
        await page.getByRole('heading', { level: 1, name: 'Redwood Coast' }).waitFor();
        await dates.waitFor();
        await expect
          .poll(() =>
            page
              .getByRole('list', { name: 'Photos' })
              .locator('img')
              .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
          )
          .toBe(true);
        await screenshot(page, 'trip-drawn-by-server-phone');

        // The page's code comes: the app takes the page over as drawn (a mismatch would be a console error),
        // draws what lies below, and answers.
        releasePageCode();
        await page.getByRole('heading', { name: 'Trip Timeline & Stops (0)' }).waitFor();
        await dates.waitFor();
        await page.getByRole('button', { name: 'Upload Photos' }).click();
        await page.getByRole('dialog', { name: 'Upload Photos' }).waitFor();
        await screenshot(page, 'trip-taken-over-phone');
      },
    ));

  it('draws anew a page drawn in the time zone the browser named last, once the traveller is in another', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'first-view-new-zone',
      { viewport: DESKTOP, timezoneId: 'Europe/Paris' },
      async (page, context) => {
        const { client } = await signInAs(h.server, context);
        // It starts at midnight UTC on May 1: still April 30 on the Pacific coast, two in the morning in Paris.
        const trip = await createTrip(client, { title: 'Redwood Coast' });
        // Named by the browser on an earlier visit, from California.
        await context.addCookies([
          { name: TIME_ZONE_COOKIE, value: encodeURIComponent('America/Los_Angeles'), url: h.server.baseUrl },
        ]);
        const drawn = await page.goto(`/trips/${trip.id}`);
        expect(await drawn?.text()).toContain('Apr 30, 2026 – May 07, 2026 · 7 days');
        // Taken over, the page would have differed from what the app draws: a hydration error on the console.
        await page.getByText('May 01, 2026 – May 08, 2026 · 7 days').waitFor();
        await page.getByRole('heading', { name: 'Trip Timeline & Stops (0)' }).waitFor();
        // The app names the zone it is in now, for the next page the server draws.
        await expect.poll(() => namedZone(context)).toBe('Europe/Paris');
      },
    ));

  it('takes over a page whose long photo list came beside it, fetched once, and draws it anew from it when it changed', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'first-view-fetched',
      { viewport: DESKTOP },
      async (page, context) => {
        // 200 photos: their list is longer than a page carries.
        const trip = await seedBigTrip(h.server, {
          stops: 2,
          photosPerStop: 100,
          loosePhotos: 0,
          routePoints: 50,
          thumbnails: 2,
        });
        await context.addCookies(signedInCookies(trip.sessionCookie, h.server.baseUrl));
        const photos = `/api/trips/${trip.tripId}/photos`;
        const gallery = page.getByRole('list', { name: 'Photos' });
        const photo = (name: string) => gallery.getByRole('button', { name: `Open photo ${name}` });
        /**
         * Opens the trip with its code and its photo list held back until `meanwhile` has run; true when the app took
         * over the page it drew, false when it drew the page anew.
         */
        const openTrip = async (meanwhile: () => Promise<void>) => {
          const release = await holdTripPageCode(page);
          let changed = () => {};
          const done = new Promise<void>((resolve) => {
            changed = resolve;
          });
          let photosAskedFor = () => {};
          const held = new Promise<void>((resolve) => {
            photosAskedFor = resolve;
          });
          await page.route(`**${photos}`, async (route) => {
            photosAskedFor();
            await done;
            await route.continue();
          });
          await page.goto(`/trips/${trip.tripId}`, { waitUntil: 'commit' });
          await photo('IMG_00001.jpg').waitFor();
          await page.evaluate(() => {
            (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1');
          });
          await held;
          await meanwhile();
          changed();
          release();
          await page.getByRole('heading', { name: 'Trip Timeline & Stops (2)' }).waitFor();
          await page.unrouteAll();
          return page.evaluate(
            () => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'),
          );
        };

        // The page is taken over as drawn, with the list the HTML asked for: the app did not ask again.
        const requests = await requestInitiators(page, [photos]);
        expect(await openTrip(async () => {})).toBe(true);
        expect(requests()[photos]).toEqual(['parser']);

        // A photo deleted between the page's drawing and its list's fetching: the page is drawn anew, without it,
        // from that fetch.
        const deleteFirst = async () => {
          const [first] = (await trip.client.get(photos)).body as { id: number }[];
          expect((await trip.client.delete(`/api/photos/${first?.id}`)).status).toBe(200);
        };
        const again = await requestInitiators(page, [photos]);
        expect(await openTrip(deleteFirst)).toBe(false);
        await photo('IMG_00002.jpg').waitFor();
        expect(await photo('IMG_00001.jpg').count()).toBe(0);
        expect(again()[photos]).toEqual(['parser']);
        await screenshot(page, 'trip-drawn-anew-desktop');
      },
    ));
});
