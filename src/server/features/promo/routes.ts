import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promoCodeSchema } from '../../../common/contract/billing';
import { userMessageSchema } from '../../../common/contract/users';
import {
  applyPromoCodeSchema,
  createPromoCodeSchema,
  promoIdParams,
  updatePromoCodeSchema,
} from '../../../common/schemas/billing';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { adminOnly } from '../../policy/admin';
import { toUserDto } from '../users';
import { toPromoCodeDto } from './presenter';
import { applyPromoCode, createPromoCode, promoCodes, setPromoCodeActivity } from './service';

const adminsOnly = adminOnly('Only administrators can create and manage promo codes');

export function promoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/promo-codes',
      { onRequest: adminsOnly, schema: { tags: ['promo'], response: { 200: z.array(promoCodeSchema) } } },
      async () => (await promoCodes(ctx)).map(toPromoCodeDto),
    );

    app.post(
      '/api/promo-codes',
      {
        onRequest: adminsOnly,
        schema: { tags: ['promo'], body: createPromoCodeSchema, response: { 201: promoCodeSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(toPromoCodeDto(await createPromoCode(ctx, requireUser(request), request.body))),
    );

    app.patch(
      '/api/promo-codes/:id',
      {
        onRequest: adminsOnly,
        schema: {
          tags: ['promo'],
          params: promoIdParams,
          body: updatePromoCodeSchema,
          response: { 200: promoCodeSchema },
        },
      },
      async (request) =>
        toPromoCodeDto(await setPromoCodeActivity(ctx, request.params.id, request.body.isActive)),
    );

    app.post(
      '/api/promo-codes/apply',
      { schema: { tags: ['promo'], body: applyPromoCodeSchema, response: { 200: userMessageSchema } } },
      async (request) => {
        const { user, message } = await applyPromoCode(ctx, requireUser(request), request.body.code);
        return { message, user: toUserDto(user) };
      },
    );
  };
}
