import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { toTripDto } from '../trips/presenter';
import { listSharesForUser } from './repo';

export function sharingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get('/api/shared-trips', { schema: { tags: ['sharing'] } }, async (request) => {
      const user = requireUser(request);
      const rows = await listSharesForUser(ctx.db, user);
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
  };
}
