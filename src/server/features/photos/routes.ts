import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { requireTripReader } from '../access/trip-access';
import { toPhotoDto } from './presenter';
import { listPhotosOfTrip } from './repo';

export function photoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/trips/:id/photos',
      { schema: { tags: ['photos'], params: tripIdParams } },
      async (request) => {
        const { trip } = await requireTripReader(ctx.db, requireUser(request), request.params.id);
        return (await listPhotosOfTrip(ctx.db, trip.id)).map(toPhotoDto);
      },
    );
  };
}
