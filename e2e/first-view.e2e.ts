import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../test/support/images';
import { uploadPhoto } from '../test/support/photos';
import { createTrip } from '../test/support/trips';
import { journey, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';
import { holdTripPageCode } from './support/requests';

const h = journeyHarness();

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
        const zone = (await context.cookies()).find((cookie) => cookie.name === 'roadbook_tz');
        expect(decodeURIComponent(zone?.value ?? '')).toBe('America/Los_Angeles');

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
});
