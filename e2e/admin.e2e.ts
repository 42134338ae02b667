import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { trips } from '../src/server/db/schema';
import { createTrip } from '../test/support/trips';
import { makeAdmin, signUp } from '../test/support/users';
import { journey, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

/** Bans someone from the users table through its confirmation, and waits for the panel to say so. */
async function banFromTable(page: Page, users: Locator, username: string): Promise<void> {
  await users.getByRole('button', { name: `Ban ${username}` }).click();
  await page
    .getByRole('dialog', { name: `Ban ${username}?` })
    .getByRole('button', { name: 'Ban User' })
    .click();
  await page.getByText('User banned').first().waitFor();
}

describe('administration in the browser', () => {
  it('an administrator works every tab', () =>
    journey(h.browser, h.server.baseUrl, 'admin', {}, async (page, context) => {
      const traveller = h.server.client();
      const { account } = await signUp(traveller, { username: 'carol_traveller', firstName: 'Carol' });
      const trip = await createTrip(traveller, { title: 'Reported Road' });
      const { body: share } = await traveller.post(`/api/trips/${trip.id}/share`, {
        sharedWithEmail: 'x@example.com',
      });
      await h.server
        .client()
        .post(`/api/shared-trip/${share.inviteToken}/report`, { reason: 'Spam in the captions' });
      await signInAs(h.server, context, { username: 'boss' });
      await makeAdmin(h.server, 'boss');

      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.getByText('Total Users').waitFor();
      await page.getByText('1 open report').waitFor();
      await screenshot(page, 'admin-users');

      await page.getByLabel('Search users').fill('carol');
      const users = page.getByRole('table', { name: 'Users' });
      await users.getByText(account.email).waitFor();
      await banFromTable(page, users, 'carol_traveller');
      await users.getByText('Banned').waitFor();
      expect((await traveller.get('/api/user')).status).toBe(401);
      await users.getByRole('button', { name: 'Unban carol_traveller' }).click();
      await page.getByText('User unbanned').first().waitFor();

      await page.getByRole('tab', { name: 'Trips' }).click();
      const tripTable = page.getByRole('table', { name: 'Trips' });
      await tripTable.getByRole('link', { name: 'Reported Road' }).waitFor();
      await tripTable.getByRole('button', { name: 'Suspend Reported Road' }).click();
      await page.getByText('Trip status updated').first().waitFor();
      await tripTable.getByText('Suspended').waitFor();
      expect((await h.server.client().get(`/api/shared-trip/${share.inviteToken}`)).status).toBe(404);
      await tripTable.getByRole('button', { name: 'Reactivate Reported Road' }).click();
      await tripTable.getByRole('button', { name: 'Suspend Reported Road' }).waitFor();

      await page.getByRole('tab', { name: 'Reports' }).click();
      const reports = page.getByRole('table', { name: 'Reports' });
      await reports.getByText('Spam in the captions').waitFor();
      await reports.getByRole('button', { name: 'Resolve report on Reported Road' }).click();
      await page.getByText('Report resolved').first().waitFor();

      await page.getByRole('tab', { name: 'Analytics' }).click();
      await page.getByRole('heading', { name: 'Sign-ups per week' }).waitFor();
      await page.getByRole('heading', { name: 'Plan mix' }).waitFor();
      await expect.poll(() => page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(3);
      await screenshot(page, 'admin-analytics');

      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByLabel('Photos per trip').fill('250');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Settings updated').first().waitFor();
      expect((await h.server.client().get('/api/config')).status).toBe(200);
      await page.getByLabel('Subject').fill('New maps');
      await page.getByLabel('Message').fill('The route lines got prettier.');
      await page.getByRole('button', { name: 'Send Announcement' }).click();
      await page.getByText('Announcement sent').first().waitFor();
      const exported = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export User Data' }).click();
      expect((await exported).suggestedFilename()).toMatch(/^roadbook-users-export-\d{4}-\d{2}-\d{2}\.json$/);
      const pdf = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Security Assessment PDF' }).click();
      expect((await pdf).suggestedFilename()).toBe('roadbook-security-assessment.pdf');
      await page.getByRole('button', { name: 'Schedule Maintenance' }).click();
      await page.getByText('Maintenance scheduled').first().waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^Scheduled maintenance on/ })
        .first()
        .waitFor();
      await screenshot(page, 'admin-settings');

      await page.getByRole('tab', { name: 'Trips' }).click();
      await page
        .getByRole('table', { name: 'Trips' })
        .getByRole('button', { name: 'Delete Reported Road' })
        .click();
      await page
        .getByRole('dialog', { name: 'Delete this trip?' })
        .getByRole('button', { name: 'Delete Trip' })
        .click();
      await page.getByText('Trip deleted').first().waitFor();
      expect(await h.server.database.db.select().from(trips).where(eq(trips.id, trip.id))).toHaveLength(0);
    }));

  it('shows a ban made while a search was still loading', () =>
    journey(h.browser, h.server.baseUrl, 'admin-ban-during-search', {}, async (page, context) => {
      const traveller = h.server.client();
      await signUp(traveller, { username: 'dave_traveller' });
      await signInAs(h.server, context, { username: 'chief' });
      await makeAdmin(h.server, 'chief');
      // The search's answer is read before the ban and reaches the page only after it, as on a busy line.
      let answered = false;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        /\/api\/admin\/users\?.*search=dave/,
        async (route) => {
          const response = await route.fetch();
          answered = true;
          await held;
          await route.fulfill({ response });
        },
        { times: 1 },
      );

      await page.goto('/admin');
      const users = page.getByRole('table', { name: 'Users' });
      await users.getByRole('button', { name: 'Ban dave_traveller' }).waitFor();
      await page.getByLabel('Search users').fill('dave');
      await expect.poll(() => answered).toBe(true);
      await banFromTable(page, users, 'dave_traveller');
      release();
      await users.getByRole('button', { name: 'Unban dave_traveller' }).waitFor();
      await users.getByText('Banned').waitFor();
    }));

  it('a normal traveller sees Access Denied, at phone width', () =>
    journey(h.browser, h.server.baseUrl, 'admin-denied', { viewport: PHONE }, async (page, context) => {
      await signInAs(h.server, context);
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText("You don't have permission to access the admin panel.").waitFor();
      await screenshot(page, 'admin-denied-phone');
    }));
});
