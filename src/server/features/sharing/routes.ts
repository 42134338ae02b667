import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createShareSchema, shareIdParams } from '../../../common/schemas/sharing';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { toTripDto } from '../trips/presenter';
import { maskEmail } from './presenter';
import { listSharesForUser } from './repo';
import { createPublicLink, removeShare, revokePublicLink, sharesOfTrip, shareTrip } from './service';

export function sharingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get('/api/shared-trips', { schema: { tags: ['sharing'] } }, async (request) => {
      const rows = await listSharesForUser(ctx.db, requireUser(request));
      return rows.map(({ share, trip, owner }) => ({
        id: share.id,
        inviteToken: share.inviteToken,
        message: share.inviteMessage,
        status: share.status,
        shareType: share.shareType,
        trip: toTripDto(trip),
        owner,
      }));
    });

    app.post(
      '/api/trips/:id/share',
      { schema: { tags: ['sharing'], params: tripIdParams, body: createShareSchema } },
      async (request, reply) => {
        const share = await shareTrip(ctx, requireUser(request), request.params.id, request.body);
        return reply.code(201).send({
          id: share.id,
          inviteToken: share.inviteToken,
          status: share.status,
          shareType: share.shareType,
          sharedWithId: share.sharedWithId,
          sharedWithEmail: share.sharedWithEmail,
          inviteMessage: share.inviteMessage,
        });
      },
    );

    app.get(
      '/api/trips/:id/shares',
      { schema: { tags: ['sharing'], params: tripIdParams } },
      async (request) => {
        const rows = await sharesOfTrip(ctx, requireUser(request), request.params.id);
        return rows.map(({ share, user }) => ({
          id: share.id,
          tripId: share.tripId,
          sharedWithId: share.sharedWithId,
          sharedWithEmail: share.sharedWithEmail,
          shareType: share.shareType,
          status: share.status,
          inviteToken: share.inviteToken,
          inviteMessage: share.inviteMessage,
          createdAt: share.createdAt,
          user: user ? { ...user, email: maskEmail(user.email) } : null,
        }));
      },
    );

    app.delete(
      '/api/trip-shares/:shareId',
      { schema: { tags: ['sharing'], params: shareIdParams } },
      async (request) => {
        await removeShare(ctx, requireUser(request), request.params.shareId);
        return { message: 'Share removed' };
      },
    );

    app.post(
      '/api/trips/:id/public-link',
      { schema: { tags: ['sharing'], params: tripIdParams } },
      async (request) => ({
        shareUrl: await createPublicLink(ctx, requireUser(request), request.params.id),
      }),
    );

    app.delete(
      '/api/trips/:id/public-link',
      { schema: { tags: ['sharing'], params: tripIdParams } },
      async (request) => {
        await revokePublicLink(ctx, requireUser(request), request.params.id);
        return { message: 'Public link removed' };
      },
    );
  };
}
