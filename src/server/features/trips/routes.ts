import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/session';
import { toTripDto } from './presenter';
import { listTripsOfUser } from './repo';

export function tripRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/trips', { schema: { tags: ['trips'] } }, async (request) => {
      const user = requireUser(request);
      return (await listTripsOfUser(ctx.db, user.id)).map(toTripDto);
    });
  };
}
