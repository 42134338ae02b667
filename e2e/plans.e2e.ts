import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAYMENTS, setPlan } from '../test/support/plans';
import { startTestServer, type TestServer } from '../test/support/server';
import { makeAdmin, signUp } from '../test/support/users';
import { expectNoSeriousViolations } from './support/axe';
import { journey, PHONE, screenshot, viewScreenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness(SANDBOX_PAYMENTS);

const PAYMENT_ERRORS = [/status of 402/, /status of 400/];

describe('plans in the browser', () => {
  it('a declined card fails, then Premium is bought with the test card and shows on the profile', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'subscribe',
      { expectedErrors: PAYMENT_ERRORS },
      async (page, context) => {
        const { client } = await signInAs(h.server, context);
        await page.goto('/subscribe');
        await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
        await page.getByRole('table', { name: 'Compare plans' }).waitFor();
        await screenshot(page, 'subscribe-plans');
        await page.getByRole('button', { name: 'Choose Premium' }).click();
        await page.getByRole('heading', { name: 'Upgrade to Premium' }).waitFor();

        await page.getByLabel('Card number').fill('4000 0000 0000 0002');
        await page.getByLabel('Expiry (MM/YY)').fill('12/34');
        await page.getByLabel('CVC').fill('123');
        await page.getByRole('button', { name: 'Pay $4.99' }).click();
        await page.getByText('Payment Failed').first().waitFor();
        await page.getByText('Your card was declined.').first().waitFor();
        expect((await client.get('/api/user')).body.subscriptionTier).toBe('free');

        await page.getByLabel('Card number').fill('4242 4242 4242 4242');
        await page.getByRole('button', { name: 'Pay $4.99' }).click();
        await page.getByText('Subscription Activated!').first().waitFor();
        await page.waitForURL('**/profile');
        await page.getByText('Premium').first().waitFor();
        await page.getByText(/Paid through/).waitFor();
        await screenshot(page, 'profile-premium');
        expect((await client.get('/api/user')).body.subscriptionTier).toBe('premium');
      },
    ));

  it('on a phone, a Pro traveller downgrades to Premium, then cancels to Free', () =>
    journey(h.browser, h.server.baseUrl, 'plan-changes', { viewport: PHONE }, async (page, context) => {
      const { client, user } = await signInAs(h.server, context);
      await setPlan(h.server, user.id, 'pro');
      await page.goto('/profile');
      const manage = page.getByRole('button', { name: 'Manage Plan' });

      await manage.click();
      await page.getByRole('menuitem', { name: 'Downgrade to Premium' }).click();
      await page.getByText('Subscription downgraded').first().waitFor();
      expect((await client.get('/api/user')).body.subscriptionTier).toBe('premium');
      // The page took the answered user: its menu now offers Pro rather than Premium.
      await manage.click();
      await page.getByRole('menuitem', { name: 'Upgrade to Pro' }).waitFor();
      await viewScreenshot(page, 'plan-menu-premium-phone');

      await page.getByRole('menuitem', { name: 'Cancel Subscription' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
      await confirm.getByText(/lose what Premium adds/).waitFor();
      await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByText('Subscription cancelled').first().waitFor();
      await manage.waitFor({ state: 'detached' });
      expect((await client.get('/api/user')).body.subscriptionTier).toBe('free');
      await screenshot(page, 'profile-free-after-cancel-phone');
    }));

  it('an administrator creates FAMILY_PREMIUM_2025 and another traveller applies it', async () => {
    await journey(h.browser, h.server.baseUrl, 'promo-admin', {}, async (page, context) => {
      await signInAs(h.server, context, { username: 'plan_admin' });
      await makeAdmin(h.server, 'plan_admin');
      await page.goto('/promo-codes');
      await page.getByRole('tab', { name: 'Create Code' }).click();
      await page.getByLabel('Code', { exact: true }).fill('FAMILY_PREMIUM_2025');
      await page.getByLabel('Description').fill('Family plan for the year');
      await page.getByLabel('Max Uses').fill('10');
      await page.getByRole('button', { name: 'Create Code' }).click();
      await page.getByText('Promo code created successfully!').first().waitFor();
      await page.getByRole('tab', { name: 'Manage Codes' }).click();
      await page.getByRole('cell', { name: 'FAMILY_PREMIUM_2025' }).waitFor();
      await page.getByText('0 / 10').waitFor();
      await screenshot(page, 'promo-manage');
    });
    await journey(h.browser, h.server.baseUrl, 'promo-apply', { viewport: PHONE }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      await page.goto('/promo-codes');
      const apply = page.getByRole('button', { name: 'Apply Code' });
      expect(await apply.isDisabled()).toBe(true);
      await page.getByLabel('Promo Code').fill('  family_premium_2025 ');
      await apply.click();
      await page.getByText('Promo code applied! You now have the Premium plan.').first().waitFor();
      expect((await client.get('/api/user')).body.subscriptionTier).toBe('premium');
      await page.goto('/profile');
      await page.getByText('Premium').first().waitFor();
      await screenshot(page, 'promo-applied-phone');
    });
  });
});

describe('plans on a server without payments', () => {
  // No Stripe keys and no PAYMENTS_SANDBOX, as on a fresh deployment; nor an AI service.
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
    const admin = bare.client();
    await signUp(admin, { username: 'no_pay_admin' });
    await makeAdmin(bare, 'no_pay_admin');
    expect(
      (
        await admin.post('/api/promo-codes', {
          code: 'PRO_BY_CODE',
          description: 'Pro without payments',
          subscriptionTier: 'pro',
          maxUses: null,
          expiresAt: null,
        })
      ).status,
    ).toBe(201);
  });
  afterAll(() => bare?.close());

  it('says that payments are not set up, sells nothing, and a promo code still raises the plan', () =>
    journey(h.browser, bare.baseUrl, 'no-payments', { viewport: PHONE }, async (page, context) => {
      const { client } = await signInAs(bare, context);
      const paymentRequests: string[] = [];
      page.on('request', (request) => {
        if (/create-payment-intent|payments\/sandbox/.test(request.url()))
          paymentRequests.push(request.url());
      });

      await page.goto('/subscribe');
      await page.getByText('Payments are not set up on this server.').waitFor();
      await page
        .getByRole('group', { name: 'Pro', exact: true })
        .getByRole('link', { name: /with a promo code/ })
        .waitFor();
      expect(await page.getByRole('button', { name: /^Choose / }).count()).toBe(0);
      const premium = page.getByRole('group', { name: 'Premium' });
      await premium
        .getByRole('listitem')
        .filter({ hasText: 'AI location descriptions' })
        .getByText('(written offline from the place list)')
        .waitFor();
      await page
        .getByRole('group', { name: 'Pro', exact: true })
        .getByRole('listitem')
        .filter({ hasText: 'Multi-language AI' })
        .getByText('(written offline from the place list)')
        .waitFor();
      const row = page.getByRole('row').filter({ hasText: 'AI location descriptions' });
      await row.getByText('(written offline from the place list)').waitFor();
      await expectNoSeriousViolations(page, 'the plans page without payments');
      await screenshot(page, 'no-payments-plans-phone');

      // The checkout's own address (the profile's "Upgrade to Pro" opens it) shows no card form either.
      await page.goto('/subscribe?plan=pro');
      await page.getByRole('heading', { name: 'Upgrade to Pro' }).waitFor();
      await page.getByText('Payments are not set up on this server.').waitFor();
      expect(await page.getByLabel('Card number').count()).toBe(0);
      await screenshot(page, 'no-payments-checkout-phone');
      expect(paymentRequests).toEqual([]);

      await page.getByRole('link', { name: 'Apply a promo code' }).click();
      await page.waitForURL('**/promo-codes');
      await page.getByLabel('Promo Code').fill('pro_by_code');
      await page.getByRole('button', { name: 'Apply Code' }).click();
      await page.getByText('Promo code applied! You now have the Pro plan.').first().waitFor();
      expect((await client.get('/api/user')).body.subscriptionTier).toBe('pro');
    }));
});
