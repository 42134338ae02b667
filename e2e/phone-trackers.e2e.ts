import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStop, createTrip, shareLink } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, newContext, PHONE, screenshot, viewScreenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';
import { trackPixels } from './support/map';

const h = journeyHarness();

const MINUTE = 60_000;

/**
 * A drive down the coast as Overland sends it (its README's batch): GeoJSON points, `[lon, lat]`, an ISO
 * timestamp and the phone's readings in `properties`. The last point was taken `lastMinutesAgo` minutes ago.
 */
function overlandBatch(count: number, lastMinutesAgo: number) {
  const last = Date.now() - lastMinutesAgo * MINUTE;
  return {
    locations: Array.from({ length: count }, (_, i) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-121.9 + i * 0.004, 36.6 - i * 0.006] },
      properties: {
        timestamp: new Date(last - (count - 1 - i) * MINUTE).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        altitude: 40 + i,
        speed: 18,
        horizontal_accuracy: 10,
        vertical_accuracy: 6,
        motion: ['driving'],
        pauses: false,
        activity: 'automotive_navigation',
        desired_accuracy: 100,
        deferred: 0,
        significant_change: 'disabled',
        locations_in_payload: count,
        battery_state: 'unplugged',
        battery_level: 0.81,
        device_id: 'iPhone',
        wifi: '',
      },
    })),
  };
}

/** The Devices page, found from the profile at desktop width and from the menu on a phone. */
async function openDevices(page: Page, phone: boolean) {
  await page.goto(phone ? '/' : '/profile');
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Devices' }).click();
  } else await page.getByRole('link', { name: 'Manage devices' }).click();
  await page.waitForURL((url) => url.pathname === '/devices');
}

/** Adds an Overland device recording into `tripTitle` and reads its token from the setup link shown. */
async function addOverlandDevice(page: Page, name: string, tripTitle: string, shot: string) {
  await page.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();
  await page.getByText('No devices yet').waitFor();
  await page.getByRole('button', { name: 'Add device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a device' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('App').selectOption({ label: 'Overland' });
  await dialog.getByLabel('Records into').selectOption({ label: tripTitle });
  await dialog.getByRole('button', { name: 'Add device' }).click();

  const setup = page.getByRole('dialog', { name: `Set up Overland on ${name}` });
  await setup.getByText('The token is shown only now').waitFor();
  const link = (await setup.getByRole('link', { name: 'Open in Overland' }).getAttribute('href')) ?? '';
  const setupLink = new URL(link);
  expect(setupLink.protocol).toBe('overland:');
  const url = setupLink.searchParams.get('url') ?? '';
  const token = setupLink.searchParams.get('token') ?? '';
  expect(url).toBe(`${h.server.baseUrl}/api/ingest/overland`);
  expect(token.length).toBeGreaterThan(20);
  // What to type by hand: the same URL, and the token as a Bearer header.
  await setup.getByText(url, { exact: true }).waitFor();
  await setup.getByText(`Bearer ${token}`, { exact: true }).waitFor();
  await setup.getByRole('button', { name: 'Copy Token' }).waitFor();
  // The same link as a QR code, for a phone's camera pointed at this screen.
  const code = setup.getByRole('img', { name: /^QR code of the Overland setup link/ });
  await code.waitFor();
  expect(await code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
  await expectNoSeriousViolations(page, 'the setup of a new device', '[role="dialog"]');
  await viewScreenshot(page, shot);
  await setup.getByRole('button', { name: 'Done' }).click();
  return { url, token };
}

async function postBatch(url: string, token: string, batch: ReturnType<typeof overlandBatch>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(batch),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ result: 'ok' });
}

describe('phone trackers in the browser', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`adds an Overland phone whose batch draws the route and the live position on the open trip (${width})`, () =>
      journey(
        h.browser,
        h.server.baseUrl,
        `phone-trackers-${width}`,
        { viewport, touch: width === 'phone' },
        async (page, context) => {
          const { client } = await signInAs(h.server, context, { firstName: 'Ines' });
          const trip = await createTrip(client, { title: 'Big Sur Coast' });
          await addStop(client, trip.id, { name: 'Monterey', latitude: 36.6002, longitude: -121.8947 });
          await openDevices(page, width === 'phone');
          const { url, token } = await addOverlandDevice(
            page,
            'Ines’s iPhone',
            'Big Sur Coast',
            `phone-trackers-setup-${width}`,
          );
          const row = page.getByRole('listitem', { name: 'Ines’s iPhone' });
          await row.getByText('Overland').waitFor();
          await row.getByText('Records into Big Sur Coast').waitFor();
          await row.getByText('Never seen · 0 points').waitFor();

          await page.goto(`/trips/${trip.id}`);
          await page.getByRole('region', { name: 'Trip map' }).waitFor();
          await page.locator('.leaflet-marker-icon[title="Monterey"]').waitFor();
          expect(await page.locator('.trip-map-position').count()).toBe(0);

          await postBatch(url, token, overlandBatch(30, 2));
          // The last point was taken two minutes ago; a slow machine may read it a minute later.
          await page.getByText(/^Live position: last seen [23] min ago$/).waitFor();
          await page.locator('.trip-map-position').waitFor();
          await expect.poll(() => trackPixels(page)).toBeGreaterThan(100);
          await page.getByText('30 points', { exact: true }).waitFor();
          await page.getByRole('region', { name: 'Trip map' }).scrollIntoViewIfNeeded();
          await screenshot(page, `phone-trackers-trip-${width}`);

          await page.goto('/devices');
          await row.getByText(/^Last seen (just now|1 min ago) · 30 points$/).waitFor();
          await screenshot(page, `phone-trackers-devices-${width}`);
          if (width === 'phone') return;

          await row.getByRole('button', { name: 'Edit Ines’s iPhone' }).click();
          const edit = page.getByRole('dialog', { name: 'Edit device' });
          await edit.getByLabel('Name').fill('Road phone');
          await edit.getByLabel('Records into').selectOption({ label: 'The trip on each point’s dates' });
          await edit.getByRole('button', { name: 'Save' }).click();
          const renamed = page.getByRole('listitem', { name: 'Road phone' });
          await renamed.getByText('Records into the trip on each point’s dates').waitFor();

          await renamed.getByRole('button', { name: 'Revoke Road phone' }).click();
          const confirm = page.getByRole('dialog', { name: 'Revoke Road phone?' });
          await expectNoSeriousViolations(page, 'the revoke prompt', '[role="dialog"]');
          await confirm.getByRole('button', { name: 'Revoke' }).click();
          await page.getByText('No devices yet').waitFor();
          const refused = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify(overlandBatch(1, 0)),
          });
          expect(refused.status).toBe(401);
        },
      ));
  }

  it('shows the live position through a link only once the owner switches it on', () =>
    journey(h.browser, h.server.baseUrl, 'phone-trackers-share', {}, async (page, context) => {
      const { client } = await signInAs(h.server, context, { firstName: 'Ines' });
      const trip = await createTrip(client, { title: 'Big Sur Coast' });
      await addStop(client, trip.id, { name: 'Monterey', latitude: 36.6002, longitude: -121.8947 });
      const device = await client.post('/api/devices', { name: 'iPhone', app: 'overland', tripId: trip.id });
      expect(device.status).toBe(201);
      await postBatch(device.body.setup.url, device.body.token, overlandBatch(10, 5));
      const share = await shareLink(client, trip.id);

      const visitor = await newContext(h.browser, { baseURL: h.server.baseUrl });
      try {
        const sharedPage = await visitor.newPage();
        await sharedPage.goto(`/shared-trip/${share.inviteToken}`);
        await sharedPage.getByRole('heading', { name: 'Trip Route' }).waitFor();
        await sharedPage.locator('.leaflet-marker-icon[title="Monterey"]').waitFor();
        expect(await sharedPage.getByText(/Live position/).count()).toBe(0);

        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('button', { name: 'Share', exact: true }).click();
        await page.getByRole('button', { name: /^Link settings for guest/ }).click();
        const settings = page.getByRole('dialog', { name: 'Link settings' });
        const live = settings.getByRole('switch', { name: 'Show my live position' });
        expect(await live.getAttribute('aria-checked')).toBe('false');
        await live.click();
        expect(await live.getAttribute('aria-checked')).toBe('true');
        await expectNoSeriousViolations(page, 'the link settings', '[role="dialog"]');
        await viewScreenshot(page, 'phone-trackers-link-settings');
        await settings.getByRole('button', { name: 'Save' }).click();
        await settings.waitFor({ state: 'hidden' });

        await sharedPage.reload();
        await sharedPage.getByText(/^Live position: last seen [56] min ago$/).waitFor();
        await sharedPage.locator('.trip-map-position').waitFor();
        await sharedPage.getByRole('heading', { name: 'Trip Route' }).scrollIntoViewIfNeeded();
        await screenshot(sharedPage, 'phone-trackers-shared-view');
      } finally {
        await visitor.close();
      }
    }));
});
