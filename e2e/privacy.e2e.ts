import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tripShares } from '../src/server/db/schema';
import { addStop, createTrip } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { journey, PHONE, SCREENSHOT_DIR, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

/** The pictures of this journey, also kept together for a person to look at. */
const SHOTS_DIR = process.env.PRIVACY_SHOTS_DIR ?? '/tmp/shots-18';

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  fs.copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS_DIR, `${name}.png`));
}

const HOME = { latitude: 48.8584, longitude: 2.2945 };
const DRIVE = Array.from({ length: 30 }, (_, i) => ({ lat: 48.845 + i * 0.001, lng: 2.2945 }));

describe('privacy of places in the browser', () => {
  it('draws a privacy zone, shares a trip with a password and an expiry, and a visitor unlocks it without seeing home', async () => {
    let token = '';
    let shareId = 0;
    let tripId = 0;
    await journey(h.browser, h.server.baseUrl, 'privacy-owner', {}, async (page, context) => {
      const { client } = await signInAs(h.server, context, { firstName: 'Olive' });
      const trip = await createTrip(client, { title: 'Paris by the river' });
      tripId = trip.id;
      await addStop(client, trip.id, {
        name: 'Our flat',
        latitude: 48.859,
        longitude: 2.295,
        arrivalTime: '2026-05-01T08:00:00.000Z',
      });
      await addStop(client, trip.id, {
        name: 'Montmartre',
        latitude: 48.8867,
        longitude: 2.3431,
        arrivalTime: '2026-05-01T12:00:00.000Z',
      });
      await client.post(`/api/trips/${trip.id}/route/points`, { points: DRIVE });

      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Privacy zones' }).waitFor();
      const findable = page.getByLabel('Let other travellers find me by name');
      expect(await findable.isChecked()).toBe(true);
      await findable.uncheck();
      await page.getByText('Hidden from people search').first().waitFor();

      const form = page.getByRole('form', { name: 'New privacy zone' });
      await page.getByRole('region', { name: 'Privacy zones map' }).click();
      await expect.poll(() => form.getByLabel('Latitude').inputValue()).not.toBe('');
      await form.getByLabel('Zone name').fill('Home');
      await form.getByLabel('Radius (metres)').fill('50');
      await form.getByRole('button', { name: 'Add zone' }).click();
      await form.getByText('Radius must be between 100 m and 5 km').waitFor();
      await form.getByLabel('Radius (metres)').fill('500');
      await form.getByLabel('Latitude').fill(String(HOME.latitude));
      await form.getByLabel('Longitude').fill(String(HOME.longitude));
      await form.getByRole('button', { name: 'Add zone' }).click();
      await page.getByText('“Home” is hidden from others').first().waitFor();
      const zones = page.getByRole('list', { name: 'Privacy zones' });
      await zones.getByText('Home', { exact: true }).waitFor();
      await page.locator('.privacy-zone-label', { hasText: 'Home · hidden from others' }).waitFor();
      await expectNoSeriousViolations(page, 'the profile with a privacy zone');
      await shot(page, 'privacy-profile-desktop');

      await page.goto(`/trips/${trip.id}`);
      await page.getByText('Shaded areas: your privacy zones, hidden from others').waitFor();
      await page.locator('path.privacy-zone').hover({ force: true });
      await page.locator('.privacy-zone-label', { hasText: 'Home · hidden from others' }).waitFor();
      await page.locator('.leaflet-marker-icon[title="Our flat"]').waitFor();
      await shot(page, 'privacy-owner-trip');

      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Share Trip' });
      await dialog.getByText('Link options: expiry, password, photos').click();
      await dialog.getByLabel('Password', { exact: true }).fill('river walk');
      await dialog.getByLabel('Link expires').fill('2030-06-01T18:00');
      await dialog.getByLabel('Email address').fill('guest@example.com');
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();
      await page.getByText('Invitation kept, not sent', { exact: true }).first().waitFor();
      const row = dialog.getByRole('list', { name: 'Shared with' }).getByRole('listitem');
      await row.getByText('Password').waitFor();
      await row.getByText('Expires Jun 01, 2030').waitFor();
      await row.getByText('Not opened yet').waitFor();
      await expectNoSeriousViolations(page, 'the share dialog', '[role="dialog"]');
      await shot(page, 'privacy-share-dialog');

      await row.getByRole('button', { name: 'Link settings for guest@example.com' }).click();
      const settings = page.getByRole('dialog', { name: 'Link settings' });
      await settings.getByLabel('Allow downloading full-size photos').uncheck();
      await expectNoSeriousViolations(page, 'the link settings', '[role="dialog"]:last-of-type');
      await settings.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Link settings saved', { exact: true }).first().waitFor();

      const [share] = (await client.get(`/api/trips/${trip.id}/shares`)).body;
      token = share.inviteToken;
      shareId = share.id;
      expect(share).toMatchObject({ hasPassword: true, includeLocations: false, allowDownload: false });
    });

    await journey(
      h.browser,
      h.server.baseUrl,
      'privacy-visitor',
      { viewport: PHONE, expectedErrors: [/status of 404 \(Not Found\)/] },
      async (page) => {
        await page.goto(`/shared-trip/${token}`);
        await page.getByRole('heading', { name: 'This trip is protected' }).waitFor();
        await expectNoSeriousViolations(page, 'the password form');
        await shot(page, 'privacy-password-phone');
        await page.getByLabel('Password').fill('wrong guess');
        await page.getByRole('button', { name: 'Open trip' }).click();
        await page.getByRole('alert').getByText('Wrong password').waitFor();
        await page.getByLabel('Password').fill('river walk');
        await page.getByRole('button', { name: 'Open trip' }).click();
        await page.getByText('Shared by Olive').waitFor();
        await page.getByRole('heading', { name: 'Our flat' }).waitFor();
        await page.locator('.leaflet-marker-icon[title="Montmartre"]').waitFor();
        expect(await page.locator('.leaflet-marker-icon[title="Our flat"]').count()).toBe(0);
        expect(await page.locator('.privacy-zone, .privacy-zone-legend').count()).toBe(0);
        await page.getByText('Link open until Jun 01, 2030').waitFor();
        await expectNoSeriousViolations(page, 'the unlocked shared trip');
        await shot(page, 'privacy-shared-phone');

        await page.reload();
        await page.getByText('Shared by Olive').waitFor();

        await h.server.database.db
          .update(tripShares)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(tripShares.id, shareId));
        await page.reload();
        await page.getByText('This link has expired').waitFor();
        await shot(page, 'privacy-expired-phone');
      },
    );

    await journey(
      h.browser,
      h.server.baseUrl,
      'privacy-profile-phone',
      { viewport: PHONE },
      async (page, context) => {
        const { client } = await signInAs(h.server, context);
        await client.put('/api/user/privacy-zones', [{ name: 'Home', ...HOME, radiusMeters: 800 }]);
        await page.goto('/profile');
        await page.getByRole('list', { name: 'Privacy zones' }).getByText('Home', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Remove zone Home' }).waitFor();
        await shot(page, 'privacy-profile-phone');
        expect(tripId).toBeGreaterThan(0);
      },
    );
  });
});
