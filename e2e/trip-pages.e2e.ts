import { describe, expect, it } from 'vitest';
import { createTrip } from '../test/support/trips';
import { makeAdmin, newAccount, signUp } from '../test/support/users';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, PHONE, screenshot, viewScreenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

describe('the trip page travellers love', () => {
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
      // Seen on the page the traveller lands on, not only for a moment before it (a busy page may draw the toast
      // a frame after the heading).
      await page.getByText('Account created!', { exact: true }).waitFor({ timeout: 5000 });
      await page.getByText('Welcome to Roadbook, Ida.', { exact: true }).waitFor({ timeout: 5000 });
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
      await page.getByText('Welcome back!', { exact: true }).waitFor({ timeout: 5000 });
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
        await viewScreenshot(page, 'upload-limit-desktop');
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
      // A slow answer: the dialog says it is searching meanwhile.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route('**/api/places/search?*', async (route) => {
        await answered;
        await route.continue();
      });
      await dialog.getByLabel('Search for a location').fill('San Francisco');
      await dialog.getByRole('status').filter({ hasText: 'Searching for places…' }).waitFor();
      answer();
      const suggestions = dialog.getByRole('list', { name: 'Location suggestions' });
      await suggestions.getByText('San Francisco (8 mi from Gapan), Philippines').waitFor();
      expect(await dialog.getByText('Searching for places…').count()).toBe(0);
      const names = await suggestions.getByRole('button').allTextContents();
      expect(new Set(names).size).toBe(names.length);
      await expectNoSeriousViolations(page, 'the place suggestions', '[role="dialog"]');
      await viewScreenshot(page, 'place-suggestions-phone');
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
