import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentIntentSchema as paymentIntentReply,
  sandboxChargeSchema,
} from '../../../common/contract/billing';
import { userMessageSchema, userSchema } from '../../../common/contract/users';
import {
  confirmSubscriptionSchema,
  downgradeSchema,
  paymentIntentSchema,
  sandboxCardSchema,
} from '../../../common/schemas/billing';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { toUserDto } from '../users';
import {
  cancelSubscription,
  confirmSandboxCard,
  confirmSubscription,
  downgradeSubscription,
  startPayment,
} from './service';

export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.post(
      '/api/create-payment-intent',
      { schema: { tags: ['billing'], body: paymentIntentSchema, response: { 200: paymentIntentReply } } },
      async (request) => startPayment(ctx, requireUser(request), request.body.tier),
    );

    app.post(
      '/api/confirm-subscription',
      { schema: { tags: ['billing'], body: confirmSubscriptionSchema, response: { 200: userSchema } } },
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

    app.post(
      '/api/cancel-subscription',
      { schema: { tags: ['billing'], response: { 200: userSchema } } },
      async (request) => toUserDto(await cancelSubscription(ctx, requireUser(request))),
    );

    app.post(
      '/api/downgrade-subscription',
      { schema: { tags: ['billing'], body: downgradeSchema, response: { 200: userMessageSchema } } },
      async (request) => {
        const { user, message } = await downgradeSubscription(
          ctx,
          requireUser(request),
          request.body.targetTier,
        );
        return { user: toUserDto(user), message };
      },
    );

    app.post(
      '/api/payments/sandbox/confirm',
      { schema: { tags: ['billing'], body: sandboxCardSchema, response: { 200: sandboxChargeSchema } } },
      async (request) => {
        const { clientSecret, cardNumber } = request.body;
        const intent = await confirmSandboxCard(ctx, requireUser(request), clientSecret, cardNumber);
        return { paymentIntentId: intent.id, status: intent.status };
      },
    );
  };
}
