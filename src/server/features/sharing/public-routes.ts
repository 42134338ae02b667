import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteTokenParams, reportSchema } from '../../../common/schemas/sharing';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { TRIP_NOT_FOUND } from '../access/trip-access';
import { insertReport } from '../reports/repo';
import { toSharedTripDto } from './presenter';
import { findLiveShareByToken } from './repo';
import { openSharedTrip } from './service';

/** What anyone holding a share link may do, signed in or not. */
export function sharedTripRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/shared-trip/:token',
      { schema: { tags: ['sharing'], params: inviteTokenParams } },
      async (request) => toSharedTripDto(await openSharedTrip(ctx, request.params.token, request.user)),
    );

    app.post(
      '/api/shared-trip/:token/report',
      { schema: { tags: ['sharing'], params: inviteTokenParams, body: reportSchema } },
      async (request, reply) => {
        await ctx.authLimits.reportPerIp.consume(request.ip);
        const found = await findLiveShareByToken(ctx.db, request.params.token);
        if (!found) throw notFound(TRIP_NOT_FOUND);
        await insertReport(ctx.db, {
          tripId: found.trip.id,
          reporterId: request.user?.id ?? null,
          reason: request.body.reason,
        });
        return reply.code(201).send({ message: 'Thank you. Our team will review this trip.' });
      },
    );
  };
}
