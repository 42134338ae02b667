import { describe, expect, it } from 'vitest';
import { createTrip } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, PHONE, screenshot, viewScreenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

describe.each(WIDTHS)('deleting the account at %s width', (width, viewport) => {
  it('refuses a wrong password, then deletes the account and leaves for the landing page', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      `account-deletion-${width}`,
      // The wrong password's refusal, which the dialog shows.
      { viewport, expectedErrors: [/status of 403 \(Forbidden\)/] },
      async (page, context) => {
        const { client, account } = await signInAs(h.server, context, { firstName: 'Jules' });
        await createTrip(client, { title: 'Canyon Country' });
        await page.goto('/profile');
        await page.getByRole('heading', { name: 'Delete account' }).scrollIntoViewIfNeeded();
        await page.getByText('Your trips, with their stops, photos, voice memos and routes').waitFor();
        await screenshot(page, `profile-delete-account-${width}`);

        await page.getByRole('button', { name: 'Delete my account' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
        const password = dialog.getByLabel('Password');
        const word = dialog.getByLabel('Type DELETE to confirm');
        const submit = dialog.getByRole('button', { name: 'Delete my account' });
        await password.fill('not my password');
        expect(await submit.isDisabled()).toBe(true);
        await word.fill('delete');
        expect(await submit.isDisabled()).toBe(true);
        await word.fill('DELETE');
        expect(await submit.isEnabled()).toBe(true);
        await submit.click();
        await dialog.getByText('The password is not correct').waitFor();
        expect(await password.getAttribute('aria-invalid')).toBe('true');
        await expectNoSeriousViolations(
          page,
          'the account deletion dialog after a wrong password',
          '[role="dialog"]',
        );
        await viewScreenshot(page, `account-deletion-wrong-password-${width}`);
        expect((await client.get('/api/user')).status).toBe(200);

        await password.fill(account.password);
        await submit.click();
        await page.getByRole('heading', { name: 'Your road trips, beautifully remembered' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
        await page.getByText('Your account was deleted').first().waitFor();
        await viewScreenshot(page, `account-deletion-done-${width}`);
        expect((await context.cookies()).find((cookie) => cookie.name === 'roadbook_sid')).toBeUndefined();
        expect((await client.get('/api/user')).status).toBe(401);

        await page.goto('/auth');
        await page.getByLabel('Username or Email').fill(account.username);
        await page.getByLabel('Password', { exact: true }).fill(account.password);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.getByText('Invalid username or password').first().waitFor();
        expect(new URL(page.url()).pathname).toBe('/auth');
      },
    ));
});
