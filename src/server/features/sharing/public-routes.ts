import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../common/contract/fields';
import { sharedTripViewSchema } from '../../../common/contract/sharing';
import { inviteTokenParams, reportSchema } from '../../../common/schemas/sharing';
import type { AppContext } from '../../context';
import { sendPreparedJson } from '../../http/prepared-json';
import { reportSharedTrip, sharedTripReply } from './service';

/** What anyone holding a share link may do, signed in or not. */
export function sharedTripRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/shared-trip/:token',
      { schema: { tags: ['sharing'], params: inviteTokenParams, response: { 200: sharedTripViewSchema } } },
      async (request, reply) =>
        sendPreparedJson(request, reply, await sharedTripReply(ctx, request.params.token, request.user)),
    );

    app.post(
      '/api/shared-trip/:token/report',
      {
        schema: {
          tags: ['sharing'],
          params: inviteTokenParams,
          body: reportSchema,
          response: { 201: messageSchema },
        },
      },
      async (request, reply) => {
        await reportSharedTrip(ctx, request.params.token, request.user, request.body.reason, request.ip);
        return reply.code(201).send({ message: 'Thank you. Our team will review this trip.' });
      },
    );
  };
}
