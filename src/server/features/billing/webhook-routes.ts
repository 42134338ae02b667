import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { paymentSucceeded } from './service';

/**
 * Stripe's notices of payments, verified by their signature over the raw body. Registered only when Stripe and
 * its webhook secret are configured.
 */
export function stripeWebhookRoutes(
  ctx: AppContext,
  settings: { secretKey: string; webhookSecret: string },
): FastifyPluginAsync {
  return async (app) => {
    const { createStripeWebhookReader } = await import('../../providers/payments/stripe-payments');
    const readNotice = createStripeWebhookReader({ ...settings, timeoutMs: ctx.config.providerTimeoutMs });
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post('/api/stripe/webhook', { schema: { hide: true } }, async (request) => {
      const intent = readNotice(request.body as Buffer, String(request.headers['stripe-signature'] ?? ''));
      if (intent === 'invalid') throw badRequest('Invalid webhook signature');
      if (intent) await paymentSucceeded(ctx, 'stripe', intent);
      return { received: true };
    });
  };
}
