import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/support/http-client';
import { makeJpeg, photoForm } from '../test/support/images';
import { setPlan } from '../test/support/plans';
import { createTrip } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, newContext, PHONE, screenshot, viewScreenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

async function upload(client: TestClient, tripId: number, name: string, takenAt: string) {
  const photo = await makeJpeg({ takenAt, width: 1200, height: 800, noise: true });
  expect((await client.post(`/api/trips/${tripId}/photos`, photoForm(photo, name))).status).toBe(201);
  const photos = (await client.get(`/api/trips/${tripId}/photos`)).body as {
    id: number;
    originalName: string;
  }[];
  return photos.find((photo) => photo.originalName === name)?.id ?? 0;
}

const topOf = async (page: Page, name: string) =>
  (await page.getByRole('heading', { name, exact: true }).boundingBox())?.y ?? Number.NaN;

describe('photos first', () => {
  it('lets the owner choose a cover that the trip card and the shared page open with, and shows photos in a full-screen viewer', () =>
    journey(h.browser, h.server.baseUrl, 'photos-first', { viewport: DESKTOP }, async (page, context) => {
      const { client, user } = await signInAs(h.server, context);
      await setPlan(h.server, user.id, 'premium');
      const trip = await createTrip(client, { title: 'Canyon Country' });
      const ids = [
        await upload(client, trip.id, 'arches.jpg', '2026:05:01 10:00:00'),
        await upload(client, trip.id, 'zion.jpg', '2026:05:02 10:00:00'),
        await upload(client, trip.id, 'bryce.jpg', '2026:05:03 10:00:00'),
      ];

      // The owner's page: the photos come after the map and the stops.
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('button', { name: 'Open photo zion.jpg' }).waitFor();
      await page.getByRole('heading', { name: 'Trip Timeline & Stops (0)' }).waitFor();
      expect(await topOf(page, 'Trip Photos')).toBeGreaterThan(
        await topOf(page, 'Trip Timeline & Stops (0)'),
      );

      // The owner's photos open in the same full-screen viewer, with the details and edit tools a button away.
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        const wide = viewport === DESKTOP ? 'desktop' : 'phone';
        await page.getByRole('button', { name: 'Open photo zion.jpg' }).click();
        const viewer = page.getByRole('dialog', { name: 'zion.jpg' });
        await viewer.getByText('2 of 3').waitFor();
        await expect
          .poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBe(1200);
        await expectNoSeriousViolations(page, `the owner's photo viewer (${wide})`);
        await viewScreenshot(page, `photos-first-owner-viewer-${wide}`);
        await page.keyboard.press('ArrowRight');
        await page.getByRole('dialog', { name: 'bryce.jpg' }).getByText('3 of 3').waitFor();
        await page.getByRole('button', { name: 'Next photo' }).click();
        await page.getByRole('dialog', { name: 'arches.jpg' }).getByText('1 of 3').waitFor();
        await page.keyboard.press('ArrowLeft');
        await page.getByRole('dialog', { name: 'bryce.jpg' }).waitFor();
        await page.keyboard.press('ArrowLeft');
        await page.getByRole('dialog', { name: 'zion.jpg' }).getByText('2 of 3').waitFor();
        if (viewport === PHONE) {
          await page.getByRole('button', { name: 'Close viewer' }).click();
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        }
      }

      await page.getByRole('button', { name: 'Photo details' }).click();
      const details = page.getByRole('dialog', { name: 'zion.jpg' });
      await details.getByRole('button', { name: 'Use as cover' }).click();
      await page.getByText('Cover photo chosen').first().waitFor();
      await details.getByText('The trip’s cover photo').waitFor();
      expect((await client.get(`/api/trips/${trip.id}`)).body.coverPhotoId).toBe(ids[1]);
      await expectNoSeriousViolations(page, 'photo details opened from the viewer');
      await details.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await page.goto('/');
      const card = page.getByRole('link', { name: /Canyon Country/ });
      await expect.poll(() => card.locator('img').getAttribute('data-cover-photo')).toBe(String(ids[1]));
      await expect
        .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await screenshot(page, 'photos-first-home-desktop');

      // Someone the trip is shared with sees the same cover on their "Shared with Me" card.
      for (const viewport of [DESKTOP, PHONE]) {
        const readerContext = await newContext(h.browser, { baseURL: h.server.baseUrl, viewport });
        try {
          const { user: reader } = await signInAs(h.server, readerContext);
          const share = await client.post(`/api/trips/${trip.id}/share`, { sharedWithId: reader.id });
          expect(share.status).toBe(201);
          const readerPage = await readerContext.newPage();
          await readerPage.goto('/');
          await readerPage.getByRole('tab', { name: /Shared with Me/ }).click();
          const sharedCard = readerPage.getByRole('link', { name: /Canyon Country/ });
          const coverImage = sharedCard.locator('img');
          await expect.poll(() => coverImage.getAttribute('data-cover-photo')).toBe(String(ids[1]));
          await expect
            .poll(() => coverImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          await screenshot(
            readerPage,
            `photos-first-shared-with-me-${viewport === DESKTOP ? 'desktop' : 'phone'}`,
          );
        } finally {
          await readerContext.close();
        }
      }

      // A visitor through a link: the cover as the hero, every photo in a wide grid, the viewer.
      const link = await client.post(`/api/trips/${trip.id}/public-link`);
      expect(link.status).toBe(200);
      const path = new URL(link.body.shareUrl, h.server.baseUrl).pathname;
      for (const viewport of [DESKTOP, PHONE]) {
        const visitor = await newContext(h.browser, { baseURL: h.server.baseUrl, viewport });
        try {
          const shared = await visitor.newPage();
          await shared.goto(path);
          const hero = shared.locator('img[data-hero-photo]');
          await expect.poll(() => hero.getAttribute('data-hero-photo')).toBe(String(ids[1]));
          await expect
            .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          const grid = shared.getByRole('list', { name: 'All photos' });
          await expect.poll(() => grid.getByRole('listitem').count()).toBe(3);
          const wide = viewport === DESKTOP ? 'desktop' : 'phone';
          await screenshot(shared, `photos-first-shared-${wide}`);

          await grid.getByRole('button', { name: 'Open arches.jpg full size' }).click();
          const viewer = shared.getByRole('dialog', { name: 'arches.jpg' });
          await viewer.getByText('1 of 3').waitFor();
          const download = viewer.getByRole('link', { name: 'Download photo' });
          expect(await download.getAttribute('download')).toBe('arches.jpg');
          await expect
            .poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBe(1200);
          await expectNoSeriousViolations(shared, `the photo viewer (${wide})`);
          await viewScreenshot(shared, `photos-first-viewer-${wide}`);

          await shared.keyboard.press('ArrowRight');
          await shared.getByRole('dialog', { name: 'zion.jpg' }).getByText('2 of 3').waitFor();
          await shared.getByRole('button', { name: 'Next photo' }).click();
          await shared.getByRole('dialog', { name: 'bryce.jpg' }).getByText('3 of 3').waitFor();
          await shared.keyboard.press('ArrowLeft');
          await shared.getByRole('dialog', { name: 'zion.jpg' }).waitFor();

          // A swipe from right to left shows the next photo.
          const picture = await shared.getByRole('dialog').locator('img').boundingBox();
          if (!picture) throw new Error('the photo is not on screen');
          const y = picture.y + picture.height / 2;
          await shared.mouse.move(picture.x + picture.width * 0.8, y);
          await shared.mouse.down();
          await shared.mouse.move(picture.x + picture.width * 0.2, y, { steps: 6 });
          await shared.mouse.up();
          await shared.getByRole('dialog', { name: 'bryce.jpg' }).getByText('3 of 3').waitFor();
          await shared.keyboard.press('Escape');
          await shared.getByRole('dialog').waitFor({ state: 'hidden' });
        } finally {
          await visitor.close();
        }
      }

      // Without downloads the viewer shows the small copies and offers no download.
      expect((await client.patch(`/api/trip-shares/${link.body.id}`, { allowDownload: false })).status).toBe(
        200,
      );
      const visitor = await newContext(h.browser, { baseURL: h.server.baseUrl, viewport: PHONE });
      try {
        const shared = await visitor.newPage();
        await shared.goto(path);
        await shared
          .getByRole('list', { name: 'All photos' })
          .getByRole('button', { name: 'Open bryce.jpg full size' })
          .click();
        const viewer = shared.getByRole('dialog', { name: 'bryce.jpg' });
        await viewer.getByText('3 of 3').waitFor();
        expect(await viewer.getByRole('link', { name: 'Download photo' }).count()).toBe(0);
        await expect
          .poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeLessThan(1200);
      } finally {
        await visitor.close();
      }
    }));
});
