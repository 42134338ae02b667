import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/support/http-client';
import { makeJpeg, photoForm } from '../test/support/images';
import { setPlan } from '../test/support/plans';
import { addStop, createTrip } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, PHONE, screenshot } from './support/browser';
import { exportedGuideText } from './support/guide';
import { journeyHarness, signInAs } from './support/harness';
import { stopMarkerColors } from './support/map';

const h = journeyHarness();

const timelineNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Stops' })
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('h3, button.font-semibold')?.textContent ?? ''),
    );

const savedNames = async (client: TestClient, tripId: number) =>
  ((await client.get(`/api/trips/${tripId}/stops`)).body as { name: string }[]).map((stop) => stop.name);

/** The stop headings of an exported travel guide, in the order its text reads. */
async function pdfStopOrder(page: Page, names: string[]): Promise<string[]> {
  const text = await exportedGuideText(page);
  // The stops' section starts a page of its own: its heading follows a form feed.
  const heading = text.search(/(?:^|\f)Stops$/m);
  expect(heading).toBeGreaterThanOrEqual(0);
  const stopsPart = text.slice(heading);
  for (const name of names) expect(stopsPart).toContain(name);
  return [...names].sort((a, b) => stopsPart.indexOf(a) - stopsPart.indexOf(b));
}

describe('the order of a trip’s stops', () => {
  it('shows stops in one order everywhere, a photo-made stop in its place, and lets the owner reorder them', () =>
    journey(h.browser, h.server.baseUrl, 'stop-order', { viewport: DESKTOP }, async (page, context) => {
      const { client, user } = await signInAs(h.server, context);
      await setPlan(h.server, user.id, 'premium');
      const trip = await createTrip(client, {
        title: 'Pacific Coast',
        startLocation: 'Carmel, CA',
        endLocation: 'Southern California',
        startDate: '2026-11-17T00:00:00.000Z',
        endDate: '2026-11-22T00:00:00.000Z',
      });
      await addStop(client, trip.id, {
        name: 'Santa Barbara',
        latitude: 34.4208,
        longitude: -119.6982,
        arrivalTime: '2026-11-18T17:00:00.000Z',
      });
      await addStop(client, trip.id, {
        name: 'San Diego',
        latitude: 32.7157,
        longitude: -117.1611,
        arrivalTime: '2026-11-21T19:00:00.000Z',
      });
      const photo = await makeJpeg({ gps: { lat: 36.4797, lon: -121.7322 }, takenAt: '2026:11:17 10:30:00' });
      const upload = await client.post(`/api/trips/${trip.id}/photos`, photoForm(photo, 'valley.jpg'));
      expect(upload.body.autoStopCreated).toBe(true);
      const valley = (await client.get(`/api/trips/${trip.id}/stops`)).body.find(
        (stop: { id: number }) => stop.id === upload.body.stopId,
      ).name as string;
      const byArrival = [valley, 'Santa Barbara', 'San Diego'];

      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('heading', { name: 'Trip Timeline & Stops (3)' }).waitFor();
      await expect.poll(() => timelineNames(page)).toEqual(byArrival);
      await expect
        .poll(() => stopMarkerColors(page))
        .toEqual({ [valley]: 'green', 'Santa Barbara': 'blue', 'San Diego': 'red' });
      await page
        .getByRole('list', { name: 'Stops' })
        .getByRole('button', { name: valley, exact: true })
        .click();
      await page.locator('.leaflet-popup-content').getByText('Stop #1').waitFor();
      await expectNoSeriousViolations(page, 'the trip page');
      expect(await pdfStopOrder(page, byArrival)).toEqual(byArrival);

      const link = await client.post(`/api/trips/${trip.id}/public-link`);
      expect(link.status).toBe(200);
      const shared = await context.newPage();
      await shared.goto(new URL(link.body.shareUrl, h.server.baseUrl).pathname);
      await shared.getByRole('heading', { name: 'Trip Timeline' }).waitFor();
      await expect.poll(() => timelineNames(shared)).toEqual(byArrival);
      await shared.close();

      // By keyboard: San Diego picked up, one place up, put down.
      const stops = page.getByRole('list', { name: 'Stops' });
      await stops.getByRole('button', { name: 'Move San Diego' }).focus();
      await page.keyboard.press('Space');
      await page.getByText(/Picked up San Diego at place 3 of 3/).waitFor({ state: 'attached' });
      // The keyboard sensor listens for the arrow keys from the moment after the pick-up.
      await page.waitForTimeout(500);
      await page.keyboard.press('ArrowUp');
      await page.getByText(/San Diego moved to place 2 of 3/).waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await page.getByText(/San Diego put down at place 2 of 3/).waitFor({ state: 'attached' });
      const ownOrder = [valley, 'San Diego', 'Santa Barbara'];
      await expect.poll(() => savedNames(client, trip.id)).toEqual(ownOrder);
      // The new order is against the dates: the page says so, and keeps it.
      // The toast's own text: the screen reader's announcement of it carries the same words for a moment.
      await page
        .getByRole('region', { name: /^Notifications/ })
        .getByText('Santa Barbara now comes after San Diego, though you arrived there first.', {
          exact: false,
        })
        .waitFor();
      // The page settles on the saved order once its refresh after the save (and the live change) is in.
      await expect.poll(() => timelineNames(page)).toEqual(ownOrder);

      // With the mouse: the first stop dragged onto the last.
      const handle = stops.getByRole('button', { name: `Move ${valley}` });
      const target = stops.getByRole('listitem').nth(2);
      const from = await handle.boundingBox();
      const to = await target.boundingBox();
      if (!from || !to) throw new Error('the stop rows are not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 12; step++) {
        await page.mouse.move(
          from.x + from.width / 2,
          from.y + ((to.y + to.height * 0.8 - from.y) * step) / 12,
        );
      }
      await page.mouse.up();
      const dragged = ['San Diego', 'Santa Barbara', valley];
      await expect.poll(() => savedNames(client, trip.id)).toEqual(dragged);

      await page.reload();
      await page.getByRole('heading', { name: 'Trip Timeline & Stops (3)' }).waitFor();
      await expect.poll(() => timelineNames(page)).toEqual(dragged);
      await expect
        .poll(() => stopMarkerColors(page))
        .toEqual({ 'San Diego': 'green', 'Santa Barbara': 'blue', [valley]: 'red' });
      expect(await pdfStopOrder(page, dragged)).toEqual(dragged);
      const sharedAgain = await context.newPage();
      await sharedAgain.goto(new URL(link.body.shareUrl, h.server.baseUrl).pathname);
      await sharedAgain.getByRole('heading', { name: 'Trip Timeline' }).waitFor();
      await expect.poll(() => timelineNames(sharedAgain)).toEqual(dragged);
      await sharedAgain.close();
      await screenshot(page, 'stop-order-desktop');
      await page.setViewportSize(PHONE);
      await expectNoSeriousViolations(page, 'the trip page at phone width');
      await screenshot(page, 'stop-order-phone');
    }));
});
