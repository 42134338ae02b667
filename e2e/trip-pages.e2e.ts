import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/support/http-client';
import { makeJpeg, photoForm } from '../test/support/images';
import { uploadPhoto } from '../test/support/photos';
import { setPlan } from '../test/support/plans';
import { addStop, createTrip } from '../test/support/trips';
import { makeAdmin, newAccount, signUp } from '../test/support/users';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, PHONE, SCREENSHOT_DIR, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

/** Stop marker colour by the marker's title (the stop name); photo markers are left out. */
const markerColors = (page: Page) =>
  page
    .locator('[data-marker-color]:not([data-marker-color="orange"])')
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((el) => [
          el.closest('.leaflet-marker-icon')?.getAttribute('title'),
          el.getAttribute('data-marker-color'),
        ]),
      ),
    );

/** What the screen shows now, for dialogs: a full-page picture would lose them in the middle of the page. */
const screenShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });

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
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  const pdfPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-pdf-')), 'guide.pdf');
  await file.saveAs(pdfPath);
  const text = execFileSync('pdftotext', [pdfPath, '-']).toString();
  const stopsPart = text.slice(text.indexOf('\nStops\n'));
  return [...names].sort((a, b) => stopsPart.indexOf(a) - stopsPart.indexOf(b));
}

describe('the trip page travellers love', () => {
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
        .poll(() => markerColors(page))
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
        .poll(() => markerColors(page))
        .toEqual({ 'San Diego': 'green', 'Santa Barbara': 'blue', [valley]: 'red' });
      expect(await pdfStopOrder(page, dragged)).toEqual(dragged);
      await screenshot(page, 'stop-order-desktop');
      await page.setViewportSize(PHONE);
      await expectNoSeriousViolations(page, 'the trip page at phone width');
      await screenshot(page, 'stop-order-phone');
    }));

  it('tells the owner of a suspended trip so, and gives it back its status when reactivated', () =>
    journey(h.browser, h.server.baseUrl, 'suspended-trip', { viewport: DESKTOP }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, { title: 'Finished Canyon Loop', status: 'completed' });
      const admin = h.server.client();
      const { user: adminUser } = await signUp(admin);
      await makeAdmin(h.server, adminUser.username);
      expect((await admin.patch(`/api/admin/trips/${trip.id}`, { status: 'suspended' })).status).toBe(200);

      await page.goto(`/trips/${trip.id}`);
      const notice = page.getByRole('note', { name: 'Trip suspended' });
      await notice.getByText('This trip has been suspended by an administrator.').waitFor();
      await page.getByText('Suspended', { exact: true }).waitFor();
      expect(await page.getByText('Active Trip').count()).toBe(0);
      await expectNoSeriousViolations(page, 'a suspended trip');
      await screenshot(page, 'suspended-desktop');
      await page.setViewportSize(PHONE);
      await notice.waitFor();
      await screenshot(page, 'suspended-phone');
      await page.goto('/');
      await page.getByText('Finished Canyon Loop').waitFor();
      await page.getByText('Suspended', { exact: true }).waitFor();

      expect((await admin.patch(`/api/admin/trips/${trip.id}`, { status: 'active' })).body.status).toBe(
        'completed',
      );
      await page.goto(`/trips/${trip.id}`);
      await page.getByText('Trip Completed').waitFor();
      expect(await notice.count()).toBe(0);
    }));

  it('refuses a typed past start date on the Upcoming tab, and takes today', () =>
    journey(h.browser, h.server.baseUrl, 'past-start', { viewport: PHONE }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      await page.goto('/create-trip');
      await page.getByRole('tab', { name: 'Upcoming Trip', selected: true }).waitFor();
      await page.getByLabel('Trip Title').fill('Spring Break');
      await page.getByLabel('Start Location').fill('Austin, TX');
      await page.getByLabel('End Location').fill('Big Bend, TX');
      const dayInput = (offset: number) => {
        const day = new Date();
        day.setDate(day.getDate() + offset);
        return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      };
      await page.getByLabel('Start Date').fill(dayInput(-3));
      await page.getByRole('button', { name: 'Create Trip' }).click();
      await page.getByText('An upcoming trip cannot start in the past').waitFor();
      expect(new URL(page.url()).pathname).toBe('/create-trip');
      expect((await client.get('/api/trips')).body).toHaveLength(0);
      await expectNoSeriousViolations(page, 'the refused upcoming trip');
      await screenshot(page, 'past-start-phone');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'past-start-desktop');

      await page.getByLabel('Start Date').fill(dayInput(0));
      await page.getByRole('button', { name: 'Create Trip' }).click();
      await page.waitForURL(/\/trips\/\d+$/);
      await page.getByText('Active Trip').waitFor();
    }));

  it('greets a new account and a returning traveller with a toast that stays on screen', () =>
    journey(h.browser, h.server.baseUrl, 'greeting-toasts', { viewport: DESKTOP }, async (page) => {
      const account = newAccount({ firstName: 'Ida' });
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('First Name').fill(account.firstName);
      await page.getByLabel('Last Name').fill(account.lastName);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Turn Your Travels Into Beautiful Memories' }).waitFor();
      // Seen on the page the traveller lands on, not only for a moment before it.
      expect(await page.getByText('Account created!', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Welcome to Roadbook, Ida.', { exact: true }).isVisible()).toBe(true);
      await screenshot(page, 'greeting-sign-up-desktop');

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.setViewportSize(PHONE);
      await page.goto('/auth');
      await page.getByLabel('Username or Email').fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { name: 'Turn Your Travels Into Beautiful Memories' }).waitFor();
      expect(await page.getByText('Welcome back!', { exact: true }).isVisible()).toBe(true);
      await expectNoSeriousViolations(page, 'the greeting toast', '[aria-label^="Notifications"]');
      await screenshot(page, 'greeting-sign-in-phone');
    }));

  it('brings a signed-out visitor back to the trip they opened once they have signed in', () =>
    journey(h.browser, h.server.baseUrl, 'return-after-sign-in', { viewport: PHONE }, async (page) => {
      const client = h.server.client();
      const { account } = await signUp(client);
      const trip = await createTrip(client, { title: 'Back Roads of Vermont' });

      await page.goto(`/trips/${trip.id}?from=mail`);
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('next')).toBe(`/trips/${trip.id}?from=mail`);
      await page.getByLabel('Username or Email').waitFor();
      await expectNoSeriousViolations(page, 'the sign-in page');
      await screenshot(page, 'return-sign-in-phone');
      await page.getByLabel('Username or Email').fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Back Roads of Vermont' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/trips/${trip.id}`);

      await page.goto(`/auth?next=${encodeURIComponent('//evil.example/trips/1')}`);
      await page.getByRole('heading', { name: 'Turn Your Travels Into Beautiful Memories' }).waitFor();
      expect(new URL(page.url()).origin).toBe(h.server.baseUrl);
      expect(new URL(page.url()).pathname).toBe('/');
    }));

  it('draws a trip’s header and photos before the code of its lower sections and dialogs has come', () =>
    journey(h.browser, h.server.baseUrl, 'first-view', { viewport: DESKTOP }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, { title: 'Lakes Before Breakfast' });
      await addStop(client, trip.id, { name: 'Lake Louise' });
      for (const name of ['shore', 'canoe'])
        await uploadPhoto(client, trip.id, await makeJpeg(), `${name}.jpg`);
      // The map and stops, and what the Edit and Share buttons open, are held back: the page draws without them.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const laterCode = /\/assets\/(trip-detail-rest|edit-trip-fields|share-panel)-[\w-]+\.js$/;
      await page.route(laterCode, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('heading', { name: 'Lakes Before Breakfast' }).waitFor();
      const gallery = page.getByRole('list', { name: 'Photos' });
      await expect.poll(() => gallery.locator('img').evaluateAll((images) => images.length)).toBe(2);
      await page.getByRole('status').getByText('Loading the map and stops…').waitFor();
      // A tile's tools are drawn when the keyboard (or the pointer) first comes to it, in time for the next Tab.
      expect(await gallery.getByRole('button', { name: 'Delete photo' }).count()).toBe(0);
      await gallery.getByRole('button', { name: 'Open photo shore.jpg' }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Delete photo',
      );
      expect(await page.getByRole('heading', { name: 'Trip Timeline' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editing = page.getByRole('dialog', { name: 'Edit Trip' });
      await editing.getByRole('status').getByText('Loading the form…').waitFor();
      await screenshot(page, 'first-view-waiting');

      // Opened before its fields came, the dialog gives them its focus once they have, as it does on opening.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
      release();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(await editing.getByLabel('Trip Title').getAttribute('id'));
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Lakes Before Lunch');
      expect(await editing.getByLabel('Trip Title').inputValue()).toBe('Lakes Before Lunch');
      await editing.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('heading', { name: 'Lakes Before Lunch' }).waitFor();
      await page.getByRole('list', { name: 'Stops' }).getByText('Lake Louise').waitFor();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const sharing = page.getByRole('dialog', { name: 'Share Trip' });
      await sharing.getByLabel('Message').waitFor();
      await expectNoSeriousViolations(page, 'the share dialog once its code has come', '[role="dialog"]');
      await screenshot(page, 'first-view-share');
    }));

  it('draws every stop of a long list, drawn a few rows at a time, in trip order', () =>
    journey(h.browser, h.server.baseUrl, 'long-stop-list', { viewport: PHONE }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, { title: 'Coast to Coast' });
      const STOPS = 45;
      for (let i = 1; i <= STOPS; i++) {
        const day = String(1 + Math.floor(i / 10)).padStart(2, '0');
        await addStop(client, trip.id, {
          name: `Town ${i}`,
          arrivalTime: `2026-05-${day}T${String(i % 10).padStart(2, '0')}:00:00.000Z`,
          latitude: 38 + i * 0.01,
          longitude: -109 - i * 0.05,
        });
      }
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('heading', { name: `Trip Timeline & Stops (${STOPS})` }).waitFor();
      const rows = page.locator('ol[aria-label="Stops"] > li');
      await expect.poll(() => rows.count()).toBe(STOPS);
      expect(await rows.first().getByText('Town 1', { exact: true }).count()).toBe(1);
      await rows.last().scrollIntoViewIfNeeded();
      await rows.last().getByText(`Town ${STOPS}`, { exact: true }).waitFor();
      await screenshot(page, 'long-stop-list-phone');
    }));

  it("names the administrator's upload limit in the upload dialog", () =>
    journey(h.browser, h.server.baseUrl, 'upload-limit', { viewport: DESKTOP }, async (page, context) => {
      const admin = h.server.client();
      const { user: adminUser } = await signUp(admin);
      await makeAdmin(h.server, adminUser.username);
      await admin.post('/api/admin/settings', { maxUploadSize: 12, maxPhotosPerTrip: 100 });
      try {
        const { client } = await signInAs(h.server, context);
        const trip = await createTrip(client);
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('button', { name: 'Upload Photos' }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Supports JPEG, PNG, GIF, WebP (max 12MB each)').waitFor();
        await expectNoSeriousViolations(page, 'the upload dialog', '[role="dialog"]');
        await screenShot(page, 'upload-limit-desktop');
      } finally {
        await admin.post('/api/admin/settings', { maxUploadSize: 10, maxPhotosPerTrip: 100 });
      }
    }));

  it('offers place suggestions that can be told apart', () =>
    journey(h.browser, h.server.baseUrl, 'place-suggestions', { viewport: PHONE }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client);
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('button', { name: 'Add Stop' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Stop' });
      await dialog.getByLabel('Search for a location').fill('San Francisco');
      const suggestions = dialog.getByRole('list', { name: 'Location suggestions' });
      await suggestions.getByText('San Francisco (8 mi from Gapan), Philippines').waitFor();
      const names = await suggestions.getByRole('button').allTextContents();
      expect(new Set(names).size).toBe(names.length);
      await expectNoSeriousViolations(page, 'the place suggestions', '[role="dialog"]');
      await screenShot(page, 'place-suggestions-phone');
    }));

  it('marks a plan feature this server cannot offer as not available', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'unavailable-feature',
      { viewport: PHONE },
      async (page, context) => {
        await signInAs(h.server, context);
        await page.goto('/subscribe');
        const premium = page.getByRole('listitem').filter({ hasText: 'Voice memo transcription' }).first();
        await premium.getByText('(not available on this server)').waitFor();
        expect(await page.getByText('Public trip sharing').first().isVisible()).toBe(true);
        await expectNoSeriousViolations(page, 'the plans page');
        await screenshot(page, 'unavailable-feature-phone');
      },
    ));
});
