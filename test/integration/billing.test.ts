import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionHistory } from '../../src/server/db/schema';
import { chargeCard, confirmSubscription, pay, SANDBOX_PAYMENTS, setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { startStandIn } from '../support/stand-in';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: SANDBOX_PAYMENTS });
});
afterAll(() => server.close());

describe('paying for a plan with the sandbox provider', () => {
  it('prices the intent on the server and upgrades for a month after a successful card', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    expect((await client.get('/api/config')).body.payments).toBe('sandbox');
    const intent = await client.post('/api/create-payment-intent', { tier: 'Premium', amount: 1 });
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({
      amount: 499,
      currency: 'usd',
      provider: 'sandbox',
      publishableKey: null,
    });
    expect((await client.post('/api/create-payment-intent', { tier: 'pro' })).body.amount).toBe(999);

    const charge = await chargeCard(client, intent.body.clientSecret);
    expect(charge.body).toMatchObject({ status: 'succeeded', paymentIntentId: intent.body.paymentIntentId });
    const confirmed = await confirmSubscription(client, intent.body.paymentIntentId, 'premium');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.subscriptionTier).toBe('premium');
    const days = (new Date(confirmed.body.subscriptionExpiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const history = await server.database.db
      .select()
      .from(subscriptionHistory)
      .where(eq(subscriptionHistory.userId, user.id));
    expect(history).toMatchObject([
      { fromTier: 'free', toTier: 'premium', changeReason: 'payment', amountCents: 499 },
    ]);

    const reused = await confirmSubscription(client, intent.body.paymentIntentId, 'premium');
    expect(reused.status).toBe(200);
    expect(reused.body.subscriptionExpiresAt).toBe(confirmed.body.subscriptionExpiresAt);
    const again = await server.database.db
      .select()
      .from(subscriptionHistory)
      .where(eq(subscriptionHistory.userId, user.id));
    expect(again).toHaveLength(1);
  });

  it('never upgrades for a declined, forged, foreign or mismatched payment', async () => {
    const client = server.client();
    await signUp(client);
    const declined = await pay(client, 'premium', '4000 0000 0000 0002');
    expect(declined.charge.status).toBe(402);
    expect(declined.charge.body).toEqual({ message: 'Your card was declined.', code: 'payment_declined' });
    const afterDecline = await confirmSubscription(client, declined.intent.paymentIntentId, 'premium');
    expect(afterDecline.status).toBe(402);
    expect(afterDecline.body.message).toBe('This payment has not been completed');

    const forged = await confirmSubscription(client, 'pi_forged', 'premium');
    expect(forged.status).toBe(404);

    const other = server.client();
    await signUp(other);
    const theirs = await pay(other, 'pro');
    expect((await confirmSubscription(client, theirs.intent.paymentIntentId, 'pro')).status).toBe(404);

    const premium = await pay(client, 'premium');
    const wrongTier = await confirmSubscription(client, premium.intent.paymentIntentId, 'pro');
    expect(wrongTier.status).toBe(400);
    expect(wrongTier.body.message).toBe('This payment does not match the chosen plan');

    expect((await client.get('/api/user')).body.subscriptionTier).toBe('free');
  });

  it("lets nobody but its payer charge a card for an intent, and leaves the payer's intent untouched", async () => {
    const owner = server.client();
    await signUp(owner);
    const intent = await owner.post('/api/create-payment-intent', { tier: 'premium' });
    const stranger = server.client();
    await signUp(stranger);
    const taken = await chargeCard(stranger, intent.body.clientSecret, '4000 0000 0000 0002');
    expect(taken.status).toBe(404);
    expect(taken.body.code).toBe('not_found');
    // Had the stranger's declined card been recorded, the owner's good card would still be refused as declined;
    // had a good card been recorded, it would be paid without the owner paying.
    const paid = await chargeCard(owner, intent.body.clientSecret);
    expect(paid.status).toBe(200);
    const pro = (await owner.post('/api/create-payment-intent', { tier: 'pro' })).body;
    const strangerPays = await chargeCard(stranger, pro.clientSecret);
    expect(strangerPays.status).toBe(404);
    const stored = await server.database.pool.query(
      'SELECT status FROM sandbox_payment_intents WHERE id = $1',
      [pro.paymentIntentId],
    );
    expect(stored.rows[0].status).toBe('requires_payment_method');
  });

  it('validates cards and tiers', async () => {
    const client = server.client();
    await signUp(client);
    const intent = await client.post('/api/create-payment-intent', { tier: 'premium' });
    const bad = await chargeCard(client, intent.body.clientSecret, '4242 4242 4242 4241');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Your card number is invalid.');
    const free = await client.post('/api/create-payment-intent', { tier: 'free' });
    expect(free.status).toBe(400);
    expect(free.body.message).toBe('Choose the Premium or Pro plan');
  });
});

describe('changing a paid plan', () => {
  it('downgrades Pro to Premium and cancels to Free at once', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const refused = await client.post('/api/downgrade-subscription', { targetTier: 'premium' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only a Pro plan can be downgraded, to Premium');
    await setPlan(server, user.id, 'pro');
    const downgraded = await client.post('/api/downgrade-subscription', { targetTier: 'premium' });
    expect(downgraded.body).toMatchObject({
      message: 'Your plan is now Premium.',
      user: { subscriptionTier: 'premium' },
    });
    const cancelled = await client.post('/api/cancel-subscription');
    expect(cancelled.body).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'cancelled' });
    const history = await server.database.db
      .select()
      .from(subscriptionHistory)
      .where(eq(subscriptionHistory.userId, user.id));
    expect(history.map((h) => h.changeReason)).toEqual(['downgraded', 'cancelled']);
    expect((await client.post('/api/cancel-subscription')).status).toBe(400);
  });

  it('needs a session', async () => {
    const client = server.client();
    for (const [path, body] of [
      ['/api/create-payment-intent', { tier: 'premium' }],
      ['/api/confirm-subscription', { paymentIntentId: 'x', tier: 'premium' }],
      ['/api/cancel-subscription', undefined],
      ['/api/downgrade-subscription', { targetTier: 'premium' }],
      ['/api/payments/sandbox/confirm', { clientSecret: 'x', cardNumber: '4242424242424242' }],
    ] as const) {
      expect((await client.post(path, body)).status, path).toBe(401);
    }
  });
});

describe('paying with Stripe', () => {
  it('creates and checks intents through the Stripe API, and accepts only signed webhooks', async () => {
    const intents = new Map<string, Record<string, unknown>>();
    const hookIntent: Record<string, unknown> = {
      id: 'pi_hook',
      object: 'payment_intent',
      amount: 499,
      currency: 'usd',
      status: 'succeeded',
      client_secret: 's',
      metadata: {},
    };
    const stripeApi = await startStandIn({
      '/v1/payment_intents': (req) => {
        const form = new URLSearchParams(req.body.toString());
        const id = `pi_${intents.size + 1}`;
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          status: 'succeeded',
          client_secret: `${id}_secret_x`,
          metadata: { userId: form.get('metadata[userId]'), tier: form.get('metadata[tier]') },
        };
        intents.set(id, intent);
        return { json: intent };
      },
      '/v1/payment_intents/pi_1': () => ({ json: intents.get('pi_1') }),
      '/v1/payment_intents/pi_hook': () => ({ json: hookIntent }),
      '/v1/payment_intents/pi_missing': () => ({
        status: 404,
        json: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
      }),
    });
    const stripeServer = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_roadbook',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_roadbook',
        STRIPE_WEBHOOK_SECRET: 'whsec_roadbook',
        STRIPE_API_URL: stripeApi.url,
      },
    });
    try {
      const client = stripeServer.client();
      const { user } = await signUp(client);
      const intent = await client.post('/api/create-payment-intent', { tier: 'pro' });
      expect((await client.get('/api/config')).body.payments).toBe('stripe');
      expect(intent.body).toMatchObject({
        provider: 'stripe',
        publishableKey: 'pk_test_roadbook',
        amount: 999,
      });
      const sent = stripeApi.requests[0];
      expect(sent?.headers.authorization).toBe('Bearer sk_test_roadbook');
      const form = new URLSearchParams(sent?.body.toString());
      expect(form.get('amount')).toBe('999');
      expect(form.get('metadata[userId]')).toBe(String(user.id));

      expect((await confirmSubscription(client, 'pi_missing', 'pro')).status).toBe(404);
      const confirmed = await confirmSubscription(client, 'pi_1', 'pro');
      expect(confirmed.body.subscriptionTier).toBe('pro');
      expect((await chargeCard(client, 'x')).status).toBe(404);

      const other = stripeServer.client();
      const { user: buyer } = await signUp(other);
      hookIntent.metadata = { userId: String(buyer.id), tier: 'premium' };
      const payload = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: 'pi_hook',
            object: 'payment_intent',
            amount: 499,
            currency: 'usd',
            status: 'succeeded',
            client_secret: 's',
            metadata: { userId: String(buyer.id), tier: 'premium' },
          },
        },
      });
      const webhook = (signature: string) =>
        fetch(`${stripeServer.baseUrl}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      const forged = await webhook('t=1,v1=deadbeef');
      expect(forged.status).toBe(400);
      expect((await other.get('/api/user')).body.subscriptionTier).toBe('free');
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_roadbook' });
      expect((await webhook(signature)).status).toBe(200);
      expect((await webhook(signature)).status).toBe(200);
      expect((await other.get('/api/user')).body.subscriptionTier).toBe('premium');
      const history = await stripeServer.database.db
        .select()
        .from(subscriptionHistory)
        .where(eq(subscriptionHistory.userId, buyer.id));
      expect(history).toHaveLength(1);

      const afterWebhook = await confirmSubscription(other, 'pi_hook', 'premium');
      expect(afterWebhook.status).toBe(200);
      expect(afterWebhook.body.subscriptionTier).toBe('premium');

      const foreign = JSON.stringify({
        id: 'evt_2',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: 'pi_x',
            object: 'payment_intent',
            amount: 1,
            currency: 'usd',
            status: 'succeeded',
            metadata: { userId: 'abc' },
          },
        },
      });
      const ignored = await fetch(`${stripeServer.baseUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload: foreign,
            secret: 'whsec_roadbook',
          }),
        },
        body: foreign,
      });
      expect(ignored.status).toBe(200);
    } finally {
      await stripeServer.close();
      await stripeApi.close();
    }
  });
});
