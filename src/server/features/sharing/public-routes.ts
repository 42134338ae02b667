import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/contract/fields';
import { sharedTripViewSchema } from '../../../common/contract/sharing';
import { inviteTokenParams, reportSchema, unlockSchema } from '../../../common/schemas/sharing';
import type { AppContext } from '../../context';
import { clientHolds, sendPrepared } from '../../http/prepared-body';
import { readUnlockCookie, setUnlockCookie } from '../../http/share-unlock';
import { reportSharedTrip, sharedTripReply, unlockSharedTrip } from './service';

/** What anyone holding a share link may do, signed in or not. */
export function sharedTripRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/shared-trip/:token',
      { schema: { tags: ['sharing'], params: inviteTokenParams, response: { 200: sharedTripViewSchema } } },
      async (request, reply) => {
        const { token } = request.params;
        // A HEAD reads nothing: it neither accepts nor claims an invitation.
        const viewer = request.method === 'GET' ? request.user : null;
        const shared = await sharedTripReply(ctx, token, readUnlockCookie(request, token), viewer);
        const held = clientHolds(request, shared.body);
        // Only readings answered 200 count: a 304 is the same reader checking again, a HEAD reads nothing.
        if (request.method === 'GET' && !held) ctx.shareOpenings.count(shared.shareId);
        return sendPrepared(request, reply, shared.body, held);
      },
    );

    app.post(
      '/api/shared-trip/:token/unlock',
      {
        schema: {
          tags: ['sharing'],
          params: inviteTokenParams,
          body: unlockSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        const unlocked = await unlockSharedTrip(ctx, token, request.body.password, request.ip);
        if (unlocked) setUnlockCookie(reply, token, unlocked.proof, unlocked.expires);
        return reply.code(204).send(null);
      },
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
        const { token } = request.params;
        await reportSharedTrip(
          ctx,
          token,
          readUnlockCookie(request, token),
          request.user,
          request.body.reason,
          request.ip,
        );
        return reply.code(201).send({ message: 'Thank you. Our team will review this trip.' });
      },
    );
  };
}
