import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/contract/fields';
import { tripDetailSchema, tripSchema } from '../../../common/contract/trips';
import { createTripSchema, tripIdParams, updateTripSchema } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { toTripDto } from './presenter';
import { createTrip, editTrip, openTrip, removeTrip, tripsOf } from './service';

export function tripRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/trips',
      { schema: { tags: ['trips'], response: { 200: z.array(tripSchema) } } },
      async (request) => {
        return (await tripsOf(ctx, requireUser(request))).map(toTripDto);
      },
    );

    app.post(
      '/api/trips',
      { schema: { tags: ['trips'], body: createTripSchema, response: { 201: tripSchema } } },
      async (request, reply) => {
        const trip = await createTrip(ctx, requireUser(request), request.body);
        return reply.code(201).send(toTripDto(trip));
      },
    );

    app.get(
      '/api/trips/:id',
      { schema: { tags: ['trips'], params: tripIdParams, response: { 200: tripDetailSchema } } },
      async (request) => {
        const { trip, canEdit } = await openTrip(ctx, requireUser(request), request.params.id);
        return { ...toTripDto(trip), canEdit };
      },
    );

    app.put(
      '/api/trips/:id',
      {
        schema: {
          tags: ['trips'],
          params: tripIdParams,
          body: updateTripSchema,
          response: { 200: tripDetailSchema },
        },
      },
      async (request) => {
        const trip = await editTrip(ctx, requireUser(request), request.params.id, request.body);
        return { ...toTripDto(trip), canEdit: true };
      },
    );

    app.delete(
      '/api/trips/:id',
      { schema: { tags: ['trips'], params: tripIdParams, response: { 200: messageSchema } } },
      async (request) => {
        await removeTrip(ctx, requireUser(request), request.params.id);
        return { message: 'Trip deleted' };
      },
    );
  };
}
