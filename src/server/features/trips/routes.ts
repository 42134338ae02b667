import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTripSchema, tripIdParams, updateTripSchema } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { requireTripReader } from '../access/trip-access';
import { toTripDto } from './presenter';
import { listTripsOfUser } from './repo';
import { createTrip, editTrip, removeTrip } from './service';

export function tripRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get('/api/trips', { schema: { tags: ['trips'] } }, async (request) => {
      const user = requireUser(request);
      return (await listTripsOfUser(ctx.db, user.id)).map(toTripDto);
    });

    app.post(
      '/api/trips',
      { schema: { tags: ['trips'], body: createTripSchema } },
      async (request, reply) => {
        const trip = await createTrip(ctx, requireUser(request), request.body);
        return reply.code(201).send(toTripDto(trip));
      },
    );

    app.get('/api/trips/:id', { schema: { tags: ['trips'], params: tripIdParams } }, async (request) => {
      const { trip, canEdit } = await requireTripReader(ctx.db, requireUser(request), request.params.id);
      return { ...toTripDto(trip), canEdit };
    });

    app.put(
      '/api/trips/:id',
      { schema: { tags: ['trips'], params: tripIdParams, body: updateTripSchema } },
      async (request) => {
        const trip = await editTrip(ctx, requireUser(request), request.params.id, request.body);
        return { ...toTripDto(trip), canEdit: true };
      },
    );

    app.delete('/api/trips/:id', { schema: { tags: ['trips'], params: tripIdParams } }, async (request) => {
      await removeTrip(ctx, requireUser(request), request.params.id);
      return { message: 'Trip deleted' };
    });
  };
}
