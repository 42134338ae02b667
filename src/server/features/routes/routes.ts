import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { requireTripReader } from '../access/trip-access';
import { findRouteOfTrip } from './repo';

export function gpsRouteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/trips/:id/route',
      { schema: { tags: ['routes'], params: tripIdParams } },
      async (request) => {
        const { trip } = await requireTripReader(ctx.db, requireUser(request), request.params.id);
        const route = await findRouteOfTrip(ctx.db, trip.id);
        return {
          tripId: trip.id,
          routeData: route?.routeData ?? [],
          totalDistance: route?.totalDistance ?? 0,
          updatedAt: route?.updatedAt ?? null,
        };
      },
    );
  };
}
