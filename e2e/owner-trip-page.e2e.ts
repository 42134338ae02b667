import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/support/http-client';
import { makeJpeg, photoForm } from '../test/support/images';
import { setPlan } from '../test/support/plans';
import { addStop, createTrip } from '../test/support/trips';
import { DESKTOP, journey, PHONE, screenshot, viewScreenshot } from './support/browser';
import { exportGuide, removeGuide } from './support/guide';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

async function upload(client: TestClient, tripId: number, name: string, stopId: number) {
  const photo = await makeJpeg({ takenAt: '2026:05:02 10:00:00', width: 1200, height: 800, noise: true });
  const response = await client.post(
    `/api/trips/${tripId}/photos`,
    photoForm(photo, name, { stopId: `${stopId}` }),
  );
  expect(response.status).toBe(201);
}

const topOf = async (page: Page, name: string) =>
  (await page.getByRole('heading', { name, exact: true }).boundingBox())?.y ?? Number.NaN;

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

describe("the owner's trip page", () => {
  it('leads with the map and the timeline, each stop with its photos, then the photos, the ways to share, the charts and the activity', () =>
    journey(h.browser, h.server.baseUrl, 'owner-trip-page', { viewport: DESKTOP }, async (page, context) => {
      const { client, user } = await signInAs(h.server, context, { firstName: 'Ada' });
      await setPlan(h.server, user.id, 'pro');
      const trip = await createTrip(client, { title: 'Canyon Country' });
      const moab = await addStop(client, trip.id, { name: 'Moab' });
      const zion = await addStop(client, trip.id, {
        name: 'Zion',
        arrivalTime: '2026-05-04T15:00:00.000Z',
        latitude: 37.2982,
        longitude: -113.0263,
      });
      await upload(client, trip.id, 'arches.jpg', moab.id);
      await upload(client, trip.id, 'delicate-arch.jpg', moab.id);
      for (let index = 1; index <= 10; index += 1)
        await upload(client, trip.id, `zion-${index}.jpg`, zion.id);
      for (const order of [
        [zion.id, moab.id],
        [moab.id, zion.id],
        [zion.id, moab.id],
        [moab.id, zion.id],
      ]) {
        expect((await client.put(`/api/trips/${trip.id}/stops/order`, { stopIds: order })).status).toBe(200);
      }

      for (const viewport of [DESKTOP, PHONE]) {
        const wide = viewport === DESKTOP ? 'desktop' : 'phone';
        await page.setViewportSize(viewport);
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'Trip Timeline & Stops (2)' }).waitFor();
        await page.getByRole('heading', { name: 'Activity' }).waitFor();

        // What a traveller comes for first: the map and the stops, then the photos, then the rest.
        const order = ['Route Overview', 'Trip Timeline & Stops (2)', 'Trip Photos', 'Share Your Adventure'];
        const tops = await Promise.all(order.map((name) => topOf(page, name)));
        expect(tops).toEqual([...tops].sort((a, b) => a - b));
        const analytics = page.getByRole('heading', { name: 'Trip analytics' });
        const analyticsTop = (await analytics.boundingBox())?.y ?? Number.NaN;
        expect(analyticsTop).toBeGreaterThan(tops[3] ?? Number.NaN);
        expect(await topOf(page, 'Activity')).toBeGreaterThan(analyticsTop);

        // Each stop in the timeline shows its own photos, small, drawn and loaded as they come near.
        const moabPhotos = page.getByRole('list', { name: 'Photos of Moab' });
        const zionPhotos = page.getByRole('list', { name: 'Photos of Zion' });
        await page.getByRole('heading', { name: 'Trip Timeline & Stops (2)' }).scrollIntoViewIfNeeded();
        await expect.poll(() => moabPhotos.getByRole('listitem').count()).toBe(2);
        await moabPhotos.scrollIntoViewIfNeeded();
        await expect.poll(() => zionPhotos.getByRole('listitem').count()).toBe(10);
        const thumb = moabPhotos.getByRole('img').first();
        expect(await thumb.getAttribute('loading')).toBe('lazy');
        expect((await thumb.boundingBox())?.width).toBeLessThan(viewport === DESKTOP ? 130 : 90);
        await moabPhotos.scrollIntoViewIfNeeded();
        await screenshot(page, `owner-trip-page-timeline-${wide}`);

        // A thumbnail opens the photo viewer, which steps through that stop's photos.
        await moabPhotos.getByRole('button', { name: 'Open delicate-arch.jpg full size' }).click();
        const viewer = page.getByRole('dialog', { name: 'delicate-arch.jpg' });
        await viewer.getByText('2 of 2').waitFor();
        await expect
          .poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBe(1200);
        await viewScreenshot(page, `owner-trip-page-viewer-${wide}`);
        await page.keyboard.press('ArrowRight');
        await page.getByRole('dialog', { name: 'arches.jpg' }).getByText('1 of 2').waitFor();
        await page.keyboard.press('Escape');
        await viewer.waitFor({ state: 'detached' });

        // The activity log says repeats once, with the latest time, and opens onto each of them.
        const activity = page.getByRole('list', { name: 'Trip activity' });
        const reordered = activity.getByText('Ada reordered the stops of “Canyon Country” 4 times');
        await reordered.waitFor();
        await activity.getByText('Ada added 12 photos').waitFor();
        await activity.getByText('Ada added 2 stops').waitFor();
        expect(await activity.getByRole('listitem').filter({ hasText: 'reordered' }).count()).toBe(1);
        await reordered.click();
        await expect
          .poll(() =>
            activity.getByText('Ada reordered the stops of “Canyon Country”', { exact: true }).count(),
          )
          .toBe(4);
        await activity.scrollIntoViewIfNeeded();
        await screenshot(page, `owner-trip-page-activity-${wide}`);
        await reordered.click();
      }
    }));

  it('leads each Share Your Adventure card to what it names', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'share-adventure-cards',
      { viewport: DESKTOP },
      async (page, context) => {
        const { client, user } = await signInAs(h.server, context);
        await setPlan(h.server, user.id, 'premium');
        const trip = await createTrip(client, { title: 'Canyon Country' });
        await addStop(client, trip.id);

        for (const viewport of [DESKTOP, PHONE]) {
          const wide = viewport === DESKTOP ? 'desktop' : 'phone';
          await page.setViewportSize(viewport);
          await page.goto(`/trips/${trip.id}`);
          await page.getByRole('heading', { name: 'Share Your Adventure' }).waitFor();
          const share = page.getByRole('dialog', { name: 'Share Trip' });

          // The Public Link card opens the Share dialog at the public link, its button given the focus.
          const publicLinkCard = page.getByRole('button', { name: 'Public Link' });
          await publicLinkCard.click();
          const create = share.getByRole('button', { name: 'Create public link' });
          await expect.poll(() => create.evaluate((button) => button === document.activeElement)).toBe(true);
          expect(await create.isVisible()).toBe(true);
          await viewScreenshot(page, `share-adventure-public-link-${wide}`);
          await page.keyboard.press('Escape');
          await share.waitFor({ state: 'detached' });
          // The focus comes back to the card, not to the header's Share button.
          await expect
            .poll(() => publicLinkCard.evaluate((button) => button === document.activeElement))
            .toBe(true);

          // Social Media opens the Share dialog at its invitations.
          await page.getByRole('button', { name: 'Social Media' }).click();
          await share.getByLabel('Message').waitFor();
          await page.keyboard.press('Escape');
          await share.waitFor({ state: 'detached' });
        }

        // The PDF Travel Book card starts the export, its progress shown as the header's button shows it.
        const card = page.getByRole('button', { name: 'PDF Travel Book' });
        await card.scrollIntoViewIfNeeded();
        const { pdfPath, filename } = await exportGuide(page, card);
        expect(filename).toMatch(/_travel_guide\.pdf$/);
        removeGuide(pdfPath);
        await screenshot(page, 'share-adventure-export-phone');
      },
    ));

  it('reads a planned trip as planned: Upcoming, and no average speed before any driving', () =>
    journey(h.browser, h.server.baseUrl, 'planned-trip', { viewport: DESKTOP }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, {
        title: 'Pacific Coast Highway',
        startDate: inDays(30),
        endDate: inDays(37),
        totalMiles: 0,
        drivingTime: '0h 0m',
        status: 'draft',
      });
      // Made when its first day had come, a trip still to start reads as upcoming too.
      const later = await createTrip(client, {
        title: 'Blue Ridge Parkway',
        startDate: inDays(60),
        endDate: inDays(64),
        totalMiles: 120,
        drivingTime: '0h 50m',
        status: 'active',
      });

      for (const viewport of [DESKTOP, PHONE]) {
        const wide = viewport === DESKTOP ? 'desktop' : 'phone';
        await page.setViewportSize(viewport);
        for (const { id } of [trip, later]) {
          await page.goto(`/trips/${id}`);
          await page.getByRole('heading', { name: 'Route Overview' }).waitFor();
          await page.getByText('Upcoming', { exact: true }).waitFor();
          expect(await page.getByText('Active Trip').count()).toBe(0);
          expect(await page.getByText(/\b0 mph\b/).count()).toBe(0);
          const speed = page
            .locator('dt', { hasText: 'Avg Speed' })
            .locator('xpath=following-sibling::dd[1]');
          expect(await speed.textContent()).toContain('—');
        }
        await screenshot(page, `planned-trip-${wide}`);
        await page.goto('/');
        await page
          .getByRole('link', { name: /Pacific Coast Highway/ })
          .getByText('Upcoming')
          .waitFor();
        await screenshot(page, `planned-trip-list-${wide}`);
      }
    }));
});
