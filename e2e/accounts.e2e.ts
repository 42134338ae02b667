import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../src/server/db/schema';
import { newAccount, signUp } from '../test/support/users';
import { openPage, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

describe('accounts in the browser', () => {
  it('signs up, lands on home, logs out and is sent back to the landing page', async () => {
    const { page, context, assertClean } = await openPage(h.browser, h.server.baseUrl);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Your road trips, beautifully remembered' }).waitFor();
    await screenshot(page, 'landing-desktop');
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('First name is required').waitFor();

    const account = newAccount({ firstName: 'Jules', lastName: 'Verne' });
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('First Name').fill(account.firstName);
    await page.getByLabel('Last Name').fill(account.lastName);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('heading', { name: 'Turn Your Travels Into Beautiful Memories' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('No trips yet').waitFor();
    await page
      .getByText('Start your first adventure and create beautiful travel memories to share.')
      .waitFor();
    await page.getByRole('tab', { name: 'Shared with Me' }).click();
    await page.getByText('No shared trips yet').waitFor();
    await screenshot(page, 'home-empty-desktop');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('menuitem', { name: 'Jules Verne' })
      .or(page.getByText('Jules Verne'))
      .first()
      .waitFor();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Successfully Logged Out' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/logout-success');
    await screenshot(page, 'logout-success');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Your road trips, beautifully remembered' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === 'roadbook_sid')).toBeUndefined();
    assertClean();
    await context.close();
  });

  it('signs in with the e-mail address, and refuses a wrong password with a toast', async () => {
    const { account } = await signUp(h.server.client());
    const { page, context, assertClean } = await openPage(h.browser, h.server.baseUrl);
    await page.goto('/auth');
    await page.getByLabel('Username or Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login failed').first().waitFor();
    await page.getByText('Invalid username or password').first().waitFor();

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Turn Your Travels Into Beautiful Memories' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    assertClean();
    await context.close();
  });

  it('resets a forgotten password through the link in the outbox', async () => {
    const { account } = await signUp(h.server.client());
    const { page, context, assertClean } = await openPage(h.browser, h.server.baseUrl);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.getByLabel('Email').fill(account.email);
    // This server sends no e-mail, and the dialog and its toast say so.
    await forgot.getByText('This server sends no e-mail').waitFor();
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Reset link made, not e-mailed').first().waitFor();

    const [mail] = await h.server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, account.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const link = mail?.text.match(/https?:\/\/\S+\/auth\?reset=\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.waitFor();
    expect(await reset.getByLabel('Reset Token').inputValue()).toBe(
      decodeURIComponent(link?.split('reset=')[1] ?? ''),
    );
    await reset.getByLabel('New Password').fill('a fresh password');
    await reset.getByLabel('Confirm Password').fill('a different one');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await reset.getByText("Passwords don't match").waitFor();
    await screenshot(page, 'reset-dialog');
    await reset.getByLabel('Confirm Password').fill('a fresh password');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successful').first().waitFor();
    await reset.waitFor({ state: 'hidden' });

    await page.getByLabel('Username or Email').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill('a fresh password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Turn Your Travels Into Beautiful Memories' }).waitFor();
    assertClean();
    await context.close();
  });

  it('shows the not-found page for an unknown path when signed in, and the landing page when not', async () => {
    const { page, context, assertClean } = await openPage(h.browser, h.server.baseUrl);
    await page.goto('/somewhere/unknown');
    await page.getByRole('heading', { name: 'Your road trips, beautifully remembered' }).waitFor();
    await signInAs(h.server, context);
    await page.goto('/somewhere/unknown');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await screenshot(page, 'not-found');
    assertClean();
    await context.close();
  });

  it('works at phone width: drawer menu, profile edit', async () => {
    const { page, context, assertClean } = await openPage(h.browser, h.server.baseUrl, PHONE);
    const { account } = await signInAs(h.server, context);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Turn Your Travels Into Beautiful Memories' }).waitFor();
    await screenshot(page, 'home-phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await screenshot(page, 'drawer-phone');
    await menu.getByRole('link', { name: 'Profile' }).click();

    await page.getByText('Profile Settings').first().waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First Name').fill('Nellie');
    await page.getByLabel('Last Name').fill('Bly');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated').first().waitFor();
    const me = await h.server
      .client()
      .post('/api/login', { username: account.username, password: account.password });
    expect(me.body).toMatchObject({ firstName: 'Nellie', lastName: 'Bly' });
    await screenshot(page, 'profile-phone');
    assertClean();
    await context.close();
  });
});
