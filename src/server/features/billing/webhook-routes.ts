import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { createStripeClient } from '../../providers/payments/stripe-payments';
import { paymentSucceeded } from './service';

/**
 * Stripe's notices of payments, verified by their signature over the raw body. Registered only when Stripe and
 * its webhook secret are configured.
 */
export function stripeWebhookRoutes(
  ctx: AppContext,
  settings: { secretKey: string; webhookSecret: string },
): FastifyPluginAsync {
  const stripe = createStripeClient({
    secretKey: settings.secretKey,
    timeoutMs: ctx.config.providerTimeoutMs,
  });
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post('/api/stripe/webhook', { schema: { hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(signature ?? ''),
          settings.webhookSecret,
        );
      } catch {
        throw badRequest('Invalid webhook signature');
      }
      if (event.type === 'payment_intent.succeeded') {
        const intent = event.data.object;
        await paymentSucceeded(ctx, {
          id: intent.id,
          clientSecret: intent.client_secret ?? '',
          status: intent.status,
          amount: intent.amount,
          currency: intent.currency,
          metadata: { ...intent.metadata },
        });
      }
      return { received: true };
    });
  };
}
