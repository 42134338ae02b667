import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUp } from '../test/support/users';
import { DESKTOP, journey, openPage, PHONE, screenshot } from './support/browser';
import { signedInCookies } from './support/cookies';
import { journeyHarness, signInAs } from './support/harness';
import { stopMarkerColors } from './support/map';

const h = journeyHarness();

async function addStopBySearch(page: Page, query: string, expected: string, date: string, time: string) {
  await page.getByRole('button', { name: 'Add Stop' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Stop' });
  await dialog.getByLabel('Search for a location').fill(query);
  const suggestions = dialog.getByRole('list', { name: 'Location suggestions' });
  await suggestions
    .getByRole('button', { name: new RegExp(`^${expected}`) })
    .first()
    .click();
  await dialog.getByLabel('Arrival Date').fill(date);
  await dialog.getByLabel('Arrival Time').fill(time);
  await dialog.getByRole('button', { name: 'Add Stop' }).click();
  await page.getByText('Stop added').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe('trips, stops and the map in the browser', () => {
  it('creates a trip from a sample, adds stops by place search, and works the timeline and map', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'trip-timeline-map',
      { viewport: DESKTOP },
      async (page, context) => {
        await signInAs(h.server, context);
        await page.goto('/');
        await page.getByRole('link', { name: 'Create New Trip' }).click();
        await page.getByRole('heading', { name: 'Create New Trip' }).waitFor();
        await page.getByRole('tab', { name: 'Completed Trip' }).click();
        await page.getByRole('button', { name: 'Route 66' }).click();
        expect(await page.getByLabel('Trip Title').inputValue()).not.toBe('');
        await screenshot(page, 'create-trip');
        await page.getByRole('button', { name: 'Add Completed Trip' }).click();

        await page.waitForURL(/\/trips\/\d+$/);
        await page.getByText('Trip Completed').first().waitFor();
        const map = page.getByRole('region', { name: 'Trip map' });
        await map.getByText('Add stops to see them on the map').waitFor();
        await page.getByText('No stops added yet').waitFor();

        await addStopBySearch(page, 'Denver', 'Denver, CO', '2026-05-01', '09:00');
        await addStopBySearch(page, 'Moab', 'Moab, UT', '2026-05-02', '15:30');
        await addStopBySearch(page, 'Las Vegas', 'Las Vegas, NV', '2026-05-04', '18:00');
        await page.getByRole('heading', { name: 'Trip Timeline & Stops (3)' }).waitFor();

        await expect
          .poll(() => stopMarkerColors(page))
          .toEqual({ Denver: 'green', Moab: 'blue', 'Las Vegas': 'red' });
        await expect.poll(() => page.locator('path.trip-route-segment').count()).toBe(2);
        expect(await page.locator('path.trip-route-segment').first().getAttribute('stroke')).toBe('#0F766E');
        const stops = page.getByRole('list', { name: 'Stops' });
        await stops.getByText('1d 6h').waitFor();
        expect(h.tilesServed()).toBeGreaterThan(0);
        await screenshot(page, 'trip-detail');

        await stops.getByRole('button', { name: 'Moab', exact: true }).click();
        const popup = page.locator('.leaflet-popup-content');
        await popup.getByText('Stop #2').waitFor();
        expect(await popup.textContent()).toContain('Moab');
        await screenshot(page, 'map-focused');

        const moabRow = stops.getByRole('listitem').nth(1);
        await moabRow.getByRole('button', { name: 'Rename stop' }).click();
        const nameInput = moabRow.getByLabel('Stop name', { exact: true });
        await nameInput.fill('Moab & Arches');
        await nameInput.press('Enter');
        await stops.getByRole('button', { name: 'Moab & Arches', exact: true }).waitFor();

        const vegasRow = stops.getByRole('listitem').nth(2);
        await vegasRow.getByRole('button', { name: 'Rename stop' }).click();
        await vegasRow.getByLabel('Stop name', { exact: true }).fill('Nope');
        await vegasRow.getByLabel('Stop name', { exact: true }).press('Escape');
        await stops.getByRole('button', { name: 'Las Vegas', exact: true }).waitFor();

        await vegasRow.getByRole('button', { name: 'Edit stop' }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Stop' });
        await edit.getByLabel('Comments').fill('Dinner on the Strip');
        await edit.getByLabel('Website URL').fill('not a url');
        await edit.getByRole('button', { name: 'Save Changes' }).click();
        await edit.getByText(/valid URL/).waitFor();
        await edit.getByLabel('Website URL').fill('https://www.visitlasvegas.com');
        await edit.getByRole('button', { name: 'Save Changes' }).click();
        await page.getByText('Stop updated').first().waitFor();
        await edit.waitFor({ state: 'hidden' });

        const denverRow = stops.getByRole('listitem').nth(0);
        await denverRow.getByRole('button', { name: 'Delete stop' }).click();
        await page
          .getByRole('dialog', { name: 'Delete stop?' })
          .getByRole('button', { name: 'Delete' })
          .click();
        await page.getByRole('heading', { name: 'Trip Timeline & Stops (2)' }).waitFor();
        await expect
          .poll(() => stopMarkerColors(page))
          .toEqual({ 'Moab & Arches': 'green', 'Las Vegas': 'red' });

        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const editTrip = page.getByRole('dialog', { name: 'Edit Trip' });
        await editTrip.getByLabel('Trip Title').fill('Mother Road, Western Half');
        await editTrip.getByRole('button', { name: 'Save Changes' }).click();
        await page.getByRole('heading', { level: 1, name: 'Mother Road, Western Half' }).waitFor();

        const tripId = Number(new URL(page.url()).pathname.split('/').pop());
        const owner = h.server.client();
        owner.cookies.set(
          'roadbook_sid',
          (await context.cookies()).find((c) => c.name === 'roadbook_sid')?.value ?? '',
        );
        const saved = (await owner.get(`/api/trips/${tripId}/stops`)).body;
        expect(saved.map((s: { name: string }) => s.name)).toEqual(['Moab & Arches', 'Las Vegas']);
        expect(saved[1]).toMatchObject({
          comments: 'Dinner on the Strip',
          websiteUrl: 'https://www.visitlasvegas.com',
        });

        await page.goto('/');
        await page.getByText('Mother Road, Western Half').waitFor();
      },
    ));

  it('shows the trip page at phone width', async () => {
    const { page, context, assertClean } = await openPage(h.browser, h.server.baseUrl, PHONE);
    const client = h.server.client();
    await signUp(client);
    const trip = (
      await client.post('/api/trips', {
        title: 'Coast to Coast',
        startLocation: 'Boston, MA',
        endLocation: 'San Francisco, CA',
        startDate: '2026-06-01',
        endDate: '2026-06-20',
        status: 'completed',
        totalMiles: 3100,
        drivingTime: '50h 0m',
      })
    ).body;
    for (const [name, latitude, longitude, at] of [
      ['Boston', 42.36, -71.06, '2026-06-01T13:00:00Z'],
      ['Chicago', 41.88, -87.63, '2026-06-05T20:00:00Z'],
      ['San Francisco', 37.77, -122.42, '2026-06-20T01:00:00Z'],
    ] as const) {
      await client.post(`/api/trips/${trip.id}/stops`, { name, latitude, longitude, arrivalTime: at });
    }
    await context.addCookies(signedInCookies(client.cookies.get('roadbook_sid') ?? '', h.server.baseUrl));
    await page.goto(`/trips/${trip.id}`);
    await page.getByRole('heading', { name: 'Trip Timeline & Stops (3)' }).waitFor();
    await page.getByText('54 mph').waitFor();
    await expect
      .poll(() => stopMarkerColors(page))
      .toEqual({ Boston: 'green', Chicago: 'blue', 'San Francisco': 'red' });
    await screenshot(page, 'trip-detail-phone');
    assertClean();
    await context.close();
  });
});
