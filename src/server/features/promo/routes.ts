import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyPromoCodeSchema,
  createPromoCodeSchema,
  promoIdParams,
  updatePromoCodeSchema,
} from '../../../common/schemas/billing';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { authenticated, requireUser } from '../../http/session';
import { toUserDto } from '../users/presenter';
import type { UserRow } from '../users/repo';
import { toPromoCodeDto } from './presenter';
import { listPromoCodes, setPromoCodeActive } from './repo';
import { applyPromoCode, createPromoCode } from './service';

function requirePromoAdmin(user: UserRow): UserRow {
  if (user.role !== 'admin') throw forbidden('Only administrators can create and manage promo codes');
  return user;
}

export function promoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get('/api/promo-codes', { schema: { tags: ['promo'] } }, async (request) => {
      requirePromoAdmin(requireUser(request));
      return (await listPromoCodes(ctx.db)).map(toPromoCodeDto);
    });

    app.post(
      '/api/promo-codes',
      { schema: { tags: ['promo'], body: createPromoCodeSchema } },
      async (request, reply) => {
        const admin = requirePromoAdmin(requireUser(request));
        return reply.code(201).send(toPromoCodeDto(await createPromoCode(ctx, admin, request.body)));
      },
    );

    app.patch(
      '/api/promo-codes/:id',
      { schema: { tags: ['promo'], params: promoIdParams, body: updatePromoCodeSchema } },
      async (request) => {
        requirePromoAdmin(requireUser(request));
        const promo = await setPromoCodeActive(ctx.db, request.params.id, request.body.isActive);
        if (!promo) throw notFound('Promo code not found');
        return toPromoCodeDto(promo);
      },
    );

    app.post(
      '/api/promo-codes/apply',
      { schema: { tags: ['promo'], body: applyPromoCodeSchema } },
      async (request) => {
        const { user, message } = await applyPromoCode(ctx, requireUser(request), request.body.code);
        return { message, user: toUserDto(user) };
      },
    );
  };
}
