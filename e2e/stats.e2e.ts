import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/support/http-client';
import { makeJpeg, photoForm } from '../test/support/images';
import { setPlan } from '../test/support/plans';
import { longDriveBatches } from '../test/support/route-files';
import { addStop, createTrip, day } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { journey, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

/** A summer in France and Germany and a week in Colorado, with a photo in Berlin. */
async function travels(client: TestClient) {
  const europe = await createTrip(client, {
    title: 'Paris to Berlin',
    startDate: day('2025-06-01'),
    endDate: day('2025-06-10'),
  });
  await addStop(client, europe.id, {
    name: 'Paris',
    latitude: 48.8566,
    longitude: 2.3522,
    arrivalTime: '2025-06-02T10:00:00.000Z',
  });
  await addStop(client, europe.id, {
    name: 'Berlin',
    latitude: 52.52,
    longitude: 13.405,
    arrivalTime: '2025-06-07T10:00:00.000Z',
  });
  await client.post(
    `/api/trips/${europe.id}/photos`,
    photoForm(
      await makeJpeg({ gps: { lat: 52.52, lon: 13.405 }, takenAt: '2025:06:06 12:00:00' }),
      'berlin.jpg',
    ),
  );
  const colorado = await createTrip(client, {
    title: 'Colorado',
    startDate: day('2024-09-01'),
    endDate: day('2024-09-05'),
    totalMiles: 300,
  });
  await addStop(client, colorado.id, {
    name: 'Denver',
    latitude: 39.7392,
    longitude: -104.9903,
    arrivalTime: '2024-09-02T10:00:00.000Z',
  });
}

async function checkStatsPage(page: Page) {
  await page.goto('/stats');
  await page.getByRole('heading', { name: 'Travel statistics' }).waitFor();
  const countries = page.getByRole('list', { name: 'Countries visited' });
  await countries.getByText('France').waitFor();
  await countries.getByText('Germany').waitFor();
  await countries.getByText('United States').waitFor();
  await countries.getByText('first Jun 6, 2025 · 1 trip').waitFor();
  await page
    .getByRole('img', { name: 'World map of the 3 countries visited' })
    .locator('path.fill-teal-600')
    .first()
    .waitFor();
  await page
    .getByText(/Distance: 1 trip from stop to stop along the great circle; 1 trip from the total typed in\./)
    .waitFor();
  await page.getByText('Most photographed place').waitFor();
}

describe('travel statistics in the browser', () => {
  it('shows a Pro traveller their countries, charts, records and heat map, in miles or kilometres', async () => {
    await journey(h.browser, h.server.baseUrl, 'stats-desktop', {}, async (page, context) => {
      const { client, user } = await signInAs(h.server, context, { firstName: 'Stella' });
      await setPlan(h.server, user.id, 'pro');
      await travels(client);

      await page.goto('/');
      await page.getByRole('button', { name: /account/i }).click();
      await page.getByRole('menuitem', { name: 'Statistics' }).click();
      await checkStatsPage(page);
      const totals = page.getByRole('definition');
      expect(await page.getByRole('term').filter({ hasText: 'Miles' }).count()).toBe(1);
      expect(await totals.count()).toBeGreaterThan(6);
      await expectNoSeriousViolations(page, 'the statistics page');
      await screenshot(page, 'stats-desktop');

      await page.goto('/profile');
      await page.getByRole('radio', { name: /Kilometres/ }).check();
      await page.getByText('Distances now in kilometres').first().waitFor();
      await expectNoSeriousViolations(page, 'the profile with the unit choice');
      await page.goto('/stats');
      await page.getByRole('term').filter({ hasText: 'Kilometres' }).waitFor();
      await page.getByText(/\(typed in\)/).waitFor();
      expect(await page.getByText('Colorado').first().isVisible()).toBe(true);
      await page.getByText(/482.8 kilometres \(typed in\)/).waitFor();
    });
  });

  it('fits a phone', async () => {
    await journey(h.browser, h.server.baseUrl, 'stats-phone', { viewport: PHONE }, async (page, context) => {
      const { client, user } = await signInAs(h.server, context);
      await setPlan(h.server, user.id, 'pro');
      await travels(client);
      await checkStatsPage(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectNoSeriousViolations(page, 'the statistics page on a phone');
      await screenshot(page, 'stats-phone');
    });
  });

  it('says while a large trip just changed is being counted again, then shows its new figures', async () => {
    await journey(h.browser, h.server.baseUrl, 'stats-updating', {}, async (page, context) => {
      const { client, user } = await signInAs(h.server, context);
      await setPlan(h.server, user.id, 'pro');
      const trip = await createTrip(client, {
        title: 'The long drive',
        startDate: day('2024-05-01'),
        endDate: day('2024-05-03'),
      });
      for (const points of longDriveBatches()) {
        expect((await client.post(`/api/trips/${trip.id}/route/points`, { points })).status).toBe(200);
      }
      const pool = h.server.database.pool;
      const stored = async () =>
        (
          await pool.query(
            'SELECT 1 FROM trip_stats s JOIN trips t ON t.id = s.trip_id WHERE t.id = $1 AND s.content_version = t.content_version',
            [trip.id],
          )
        ).rowCount;
      await expect.poll(stored, { timeout: 15_000 }).toBe(1);

      const stopsTile = page.locator('dt:text-is("Stops") + dd');
      // Its job cannot store the new figures while the row is held.
      const held = await pool.connect();
      try {
        await held.query('BEGIN');
        await held.query('SELECT 1 FROM trip_stats WHERE trip_id = $1 FOR UPDATE', [trip.id]);
        await addStop(client, trip.id, {
          name: 'Cheyenne',
          latitude: 41.14,
          longitude: -104.8202,
          arrivalTime: '2024-05-01T12:00:00.000Z',
        });
        await page.goto('/stats');
        await page.getByText('1 trip just changed is being counted again').waitFor();
        expect(await stopsTile.textContent()).toBe('0');
        await expectNoSeriousViolations(page, 'the statistics page while a trip is counted again');
        await screenshot(page, 'stats-updating');
      } finally {
        await held.query('COMMIT');
        held.release();
      }
      await page
        .getByText('1 trip just changed is being counted again')
        .waitFor({ state: 'detached', timeout: 15_000 });
      await expect.poll(() => stopsTile.textContent(), { timeout: 10_000 }).toBe('1');
    });
  });

  it('shows travellers below Pro a preview and the way to the plan', async () => {
    await journey(h.browser, h.server.baseUrl, 'stats-preview', {}, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      await travels(client);
      await page.goto('/stats');
      await page.getByRole('heading', { name: 'See your travel statistics with Pro' }).waitFor();
      await page.getByRole('button', { name: /Unlock statistics/ }).click();
      await page.getByRole('dialog', { name: 'Upgrade to Pro' }).waitFor();
      await expectNoSeriousViolations(page, 'the statistics preview', 'body');
      await screenshot(page, 'stats-preview');
    });
  });

  it('walks a year in review: best photos, a public link a visitor opens signed out, and the PDF', async () => {
    let publicPath = '';
    await journey(h.browser, h.server.baseUrl, 'review-owner', {}, async (page, context) => {
      const { client, user } = await signInAs(h.server, context, { firstName: 'Stella' });
      await setPlan(h.server, user.id, 'pro');
      await travels(client);
      await page.goto('/stats');
      await page
        .getByRole('navigation', { name: 'Years in review' })
        .getByRole('link', { name: '2025' })
        .click();
      await page.getByRole('heading', { name: '2025 in review' }).waitFor();
      await page.getByRole('list', { name: 'Best photos' }).getByRole('img').first().waitFor();
      await page.getByRole('list', { name: 'Countries visited' }).getByText('Germany').waitFor();
      await expectNoSeriousViolations(page, 'the year in review');
      await screenshot(page, 'review-owner-desktop');

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download PDF' }).click();
      expect((await download).suggestedFilename()).toBe('roadbook-2025-in-review.pdf');

      await page.getByRole('button', { name: 'Create public link' }).click();
      const link = page.getByLabel('Public link');
      await expect.poll(() => link.inputValue()).toMatch(/\/year-review\//);
      publicPath = new URL(await link.inputValue()).pathname;
      await expectNoSeriousViolations(page, 'the year in review with its public link');
    });

    for (const [viewport, name] of [
      [undefined, 'review-visitor-desktop'],
      [PHONE, 'review-visitor-phone'],
    ] as const) {
      await journey(h.browser, h.server.baseUrl, name, { viewport }, async (page) => {
        await page.goto(publicPath);
        await page.getByRole('heading', { name: '2025 in review' }).waitFor();
        await page.getByText('The travels of Stella').waitFor();
        await page.getByRole('list', { name: 'Best photos' }).getByRole('img').first().waitFor();
        await expect
          .poll(() =>
            page
              .getByRole('list', { name: 'Best photos' })
              .getByRole('img')
              .first()
              .evaluate((img) => (img as HTMLImageElement).naturalWidth),
          )
          .toBeGreaterThan(0);
        expect(await page.getByRole('link', { name: 'Paris to Berlin' }).count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport?.width ?? 1280,
        );
        await expectNoSeriousViolations(page, 'a public year in review', 'body');
        await screenshot(page, name);
      });
    }
  });

  it('shows a trip’s distance per day, driving and stopped time and moving speed on its page', async () => {
    const points = Array.from({ length: 60 }, (_, i) => ({
      lat: 39.74 + i * 0.007,
      lng: -104.99,
      time: new Date(Date.UTC(2025, 6, 1 + Math.floor(i / 30), 9, i % 30)).toISOString(),
    }));
    for (const [viewport, name] of [
      [undefined, 'trip-analytics-desktop'],
      [PHONE, 'trip-analytics-phone'],
    ] as const) {
      await journey(h.browser, h.server.baseUrl, name, { viewport }, async (page, context) => {
        const { client, user } = await signInAs(h.server, context);
        await setPlan(h.server, user.id, 'pro');
        const trip = await createTrip(client, {
          title: 'Front Range',
          startDate: day('2025-07-01'),
          endDate: day('2025-07-02'),
        });
        await client.post(`/api/trips/${trip.id}/route/points`, { points });
        await page.goto(`/trips/${trip.id}`);
        const card = page.getByRole('region', { name: 'Trip analytics' });
        await card.getByText('Driving time').waitFor();
        await card.getByText('Avg moving speed').waitFor();
        await card.getByText('58m').waitFor();
        await card.getByText('Distance per day').first().waitFor();
        await expectNoSeriousViolations(page, 'the trip page with its analytics');
        await card.scrollIntoViewIfNeeded();
        // The drawing is made once the reader comes near it.
        await card.locator('.recharts-bar-rectangle').first().waitFor();
        await card.screenshot({ path: `test-results/screenshots/${name}.png` });
      });
    }
    await journey(h.browser, h.server.baseUrl, 'trip-analytics-free', {}, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, {});
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('button', { name: /See trip analytics/ }).click();
      await page.getByRole('dialog', { name: 'Upgrade to Pro' }).waitFor();
    });
  });
});
