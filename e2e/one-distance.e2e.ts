import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { TripDetail } from '../src/common/contract/trips';
import { distanceNumber, formatDistance } from '../src/common/units';
import { gpxFile, trackPoints } from '../test/support/route-files';
import { addStop, createTrip, day, shareLink } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { journey, newContext, PHONE, screenshot } from './support/browser';
import { exportedGuideText } from './support/guide';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-e2e-one-distance-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const LAPTOP = { width: 1280, height: 800 };

const FROM = { route: 'from your GPS route', stops: 'between stops', typed: 'typed in' } as const;

/** What the header, the trip card and the shared view read: distance, driving time and days, with sources. */
function figures(trip: TripDetail) {
  return [
    `${formatDistance(trip.distance.miles, 'mi')} (${FROM[trip.distance.source]})`,
    `${trip.driving.time} (${FROM[trip.driving.source]})`,
    `${trip.days} days`,
  ];
}

/** What the route overview's stats row reads: the same figures, the source under each. */
function statsRow(trip: TripDetail) {
  return [
    `${distanceNumber(trip.distance.miles, 'mi')}${FROM[trip.distance.source]}`,
    `${trip.driving.time}${FROM[trip.driving.source]}`,
  ];
}

/** The text of `area` once it holds every figure: the screens refresh on their own after a change. */
async function expectFigures(area: ReturnType<Page['locator']>, expected: string[]) {
  await expect
    .poll(async () => {
      const text = (await area.textContent()) ?? '';
      return expected.filter((figure) => !text.includes(figure));
    })
    .toEqual([]);
}

describe('one distance, driving time and count of days', () => {
  for (const [width, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    it(`reads the same figures in the header, the trip list, the shared view and the guide, before and after a route import (${width})`, () =>
      journey(h.browser, h.server.baseUrl, `one-distance-${width}`, { viewport }, async (page, context) => {
        const { client } = await signInAs(h.server, context);
        const trip = await createTrip(client, {
          title: 'Front Range',
          startDate: day('2026-06-10'),
          endDate: day('2026-06-13'),
          totalMiles: 420,
          drivingTime: '9h 30m',
        });
        await addStop(client, trip.id, { name: 'Denver', latitude: 39.7392, longitude: -104.9903 });
        await addStop(client, trip.id, {
          name: 'Boulder',
          latitude: 40.015,
          longitude: -105.2705,
          arrivalTime: '2026-06-11T10:00:00.000Z',
        });
        const share = await shareLink(client, trip.id);
        const read = async () => (await client.get(`/api/trips/${trip.id}`)).body as TripDetail;
        // The shared view as the invitation's reader opens it, signed out.
        const visitor = await newContext(h.browser, { baseURL: h.server.baseUrl, viewport });
        const shared = await visitor.newPage();

        const everyScreen = async (detail: TripDetail, state: string) => {
          const expected = figures(detail);
          await page.goto(`/trips/${trip.id}`);
          await expectFigures(page.getByRole('list', { name: 'Trip facts' }), expected);
          await expectFigures(page.locator('dl').filter({ hasText: 'Total Miles' }), statsRow(detail));
          await expectNoSeriousViolations(page, `trip page ${state}`);
          await page.goto('/');
          await expectFigures(page.locator(`a[href="/trips/${trip.id}"]`), expected);
          await shared.goto(`/shared-trip/${share.inviteToken}`);
          await expectFigures(shared.getByRole('list', { name: 'Trip facts' }), expected);
          await expectNoSeriousViolations(shared, `shared view ${state}`);
        };

        try {
          const betweenStops = await read();
          expect(betweenStops).toMatchObject({ distance: { source: 'stops' }, days: 3 });
          await everyScreen(betweenStops, 'between stops');

          const gpx = path.join(dir, `drive-${width}.gpx`);
          fs.writeFileSync(gpx, gpxFile(trackPoints(1801)));
          await page.goto(`/trips/${trip.id}`);
          await page.getByRole('button', { name: 'Import route' }).click();
          const dialog = page.getByRole('dialog', { name: 'Import Route' });
          await dialog.getByLabel('Route file').setInputFiles(gpx);
          await dialog.getByRole('button', { name: 'Import' }).click();
          await page.getByText('Route imported').first().waitFor();
          const fromRoute = await read();
          expect(fromRoute).toMatchObject({ distance: { source: 'route' }, driving: { time: '0h 30m' } });
          // The page the import was made on reads the new figures without a reload.
          await expectFigures(page.getByRole('list', { name: 'Trip facts' }), figures(fromRoute));
          await screenshot(page, `one-distance-${width}`);
          const guide = (await exportedGuideText(page)).replace(/\s+/g, ' ');
          for (const figure of [distanceNumber(fromRoute.distance.miles, 'mi'), '0h 30m', 'from your GPS']) {
            expect(guide).toContain(figure);
          }
          await everyScreen(fromRoute, 'from the route');
        } finally {
          await visitor.close();
        }
      }));
  }

  it('reads a trip still to be planned, with nothing typed, as not known yet rather than as nothing', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'one-distance-planned',
      { viewport: LAPTOP },
      async (page, context) => {
        const { client } = await signInAs(h.server, context);
        const trip = await createTrip(client, {
          title: 'Someday Coast',
          startDate: day('2027-08-01'),
          endDate: day('2027-08-05'),
          totalMiles: 0,
          drivingTime: '0h 0m',
        });
        await page.goto(`/trips/${trip.id}`);
        const facts = page.getByRole('list', { name: 'Trip facts' });
        await facts.getByText('Not known yet').first().waitFor();
        expect(await facts.getByText('Not known yet').count()).toBe(2);
        const stats = page.locator('dl').filter({ hasText: 'Total Miles' });
        await stats.getByText('Not known yet').first().waitFor();
        for (const area of [facts, stats]) {
          const text = (await area.textContent()) ?? '';
          expect(text).not.toMatch(/\b0 mi|0h 0m|typed in/);
        }
        await page.goto('/');
        const card = page.getByRole('link').filter({ hasText: 'Someday Coast' });
        await card.getByText('Not known yet').first().waitFor();
        expect(await card.textContent()).not.toMatch(/0h 0m|typed in/);
      },
    ));
});
