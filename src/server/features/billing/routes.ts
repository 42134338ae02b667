import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmSubscriptionSchema,
  downgradeSchema,
  paymentIntentSchema,
  sandboxCardSchema,
} from '../../../common/schemas/billing';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { authenticated, requireUser } from '../../http/session';
import { luhnValid, type SandboxProvider } from '../../providers/payments/sandbox-payments';
import { toUserDto } from '../users/presenter';
import { cancelSubscription, confirmSubscription, downgradeSubscription, startPayment } from './service';

export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.post(
      '/api/create-payment-intent',
      { schema: { tags: ['billing'], body: paymentIntentSchema } },
      async (request) => startPayment(ctx, requireUser(request), request.body.tier),
    );

    app.post(
      '/api/confirm-subscription',
      { schema: { tags: ['billing'], body: confirmSubscriptionSchema } },
      async (request) => {
        const user = await confirmSubscription(
          ctx,
          requireUser(request),
          request.body.paymentIntentId,
          request.body.tier,
        );
        return toUserDto(user);
      },
    );

    app.post('/api/cancel-subscription', { schema: { tags: ['billing'] } }, async (request) =>
      toUserDto(await cancelSubscription(ctx, requireUser(request))),
    );

    app.post(
      '/api/downgrade-subscription',
      { schema: { tags: ['billing'], body: downgradeSchema } },
      async (request) => {
        const { user, message } = await downgradeSubscription(
          ctx,
          requireUser(request),
          request.body.targetTier,
        );
        return { user: toUserDto(user), message };
      },
    );

    // What Stripe.js does in the browser, for the sandbox provider: charge a test card for an intent.
    app.post(
      '/api/payments/sandbox/confirm',
      { schema: { tags: ['billing'], body: sandboxCardSchema } },
      async (request) => {
        if (ctx.payments.kind !== 'sandbox') throw notFound('The sandbox payment provider is not in use');
        if (!luhnValid(request.body.cardNumber)) throw badRequest('Your card number is invalid.');
        const intent = await (ctx.payments as SandboxProvider).confirmCard(
          request.body.clientSecret,
          request.body.cardNumber,
        );
        if (!intent || intent.metadata.userId !== String(requireUser(request).id))
          throw notFound('Payment not found');
        if (intent.status !== 'succeeded') throw new HttpError(402, 'Your card was declined.');
        return { paymentIntentId: intent.id, status: intent.status };
      },
    );
  };
}
