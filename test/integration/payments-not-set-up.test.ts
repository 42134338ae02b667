import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_CARD } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { makeAdmin, signUp } from '../support/users';

// No Stripe keys and no PAYMENTS_SANDBOX: the server of a fresh deployment.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_USERNAMES: 'pay_admin' } });
});
afterAll(() => server.close());

const UNAVAILABLE = {
  code: 'payments_unavailable',
  message:
    'Payments are not set up on this server. A promo code from an administrator can still change your plan.',
};

describe('a server without payments', () => {
  it('says so in its configuration', async () => {
    expect((await server.client().get('/api/config')).body.payments).toBe('none');
  });

  it('sells no plan: no payment is started, charged or confirmed', async () => {
    const client = server.client();
    await signUp(client);
    for (const tier of ['premium', 'pro']) {
      const intent = await client.post('/api/create-payment-intent', { tier });
      expect(intent.status, tier).toBe(503);
      expect(intent.body).toEqual(UNAVAILABLE);
    }
    const charge = await client.post('/api/payments/sandbox/confirm', {
      clientSecret: 'pi_sandbox_x_secret_y',
      cardNumber: GOOD_CARD,
    });
    expect(charge.status).toBe(503);
    expect(charge.body.code).toBe('payments_unavailable');
    const confirm = await client.post('/api/confirm-subscription', {
      paymentIntentId: 'pi_sandbox_x',
      tier: 'pro',
    });
    expect(confirm.status).toBe(503);
    expect(confirm.body).toEqual(UNAVAILABLE);
    expect((await client.get('/api/user')).body.subscriptionTier).toBe('free');
  });

  it("still raises a plan by an administrator's promo code", async () => {
    const admin = server.client();
    await signUp(admin, { username: 'pay_admin' });
    await makeAdmin(server, 'pay_admin');
    const created = await admin.post('/api/promo-codes', {
      code: 'NO_PAYMENTS_PRO',
      description: 'Pro on a server that sells no plan',
      subscriptionTier: 'pro',
      maxUses: null,
      expiresAt: null,
    });
    expect(created.status).toBe(201);
    const traveller = server.client();
    await signUp(traveller);
    const applied = await traveller.post('/api/promo-codes/apply', { code: 'no_payments_pro' });
    expect(applied.status).toBe(200);
    expect((await traveller.get('/api/user')).body.subscriptionTier).toBe('pro');
  });
});
