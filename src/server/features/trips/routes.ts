import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/contract/fields';
import { tripCardSchema, tripDetailSchema, tripSchema } from '../../../common/contract/trips';
import {
  coverPhotoSchema,
  createTripSchema,
  tripIdParams,
  updateTripSchema,
} from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { versionFromIfMatch } from '../../http/if-match';
import { authenticated, requireUser } from '../../http/session';
import { toTripCardDto, toTripDetailDto, toTripDto } from './presenter';
import { chooseCoverPhoto, createTrip, editTrip, openTrip, removeTrip, tripsOf } from './service';

export function tripRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/trips',
      { schema: { tags: ['trips'], response: { 200: z.array(tripCardSchema) } } },
      async (request) => {
        return (await tripsOf(ctx, requireUser(request))).map(toTripCardDto);
      },
    );

    app.post(
      '/api/trips',
      { schema: { tags: ['trips'], body: createTripSchema, response: { 201: tripSchema } } },
      async (request, reply) => {
        const { trip, measures } = await createTrip(ctx, requireUser(request), request.body);
        return reply.code(201).send(toTripDto(trip, measures));
      },
    );

    app.get(
      '/api/trips/:id',
      { schema: { tags: ['trips'], params: tripIdParams, response: { 200: tripDetailSchema } } },
      async (request) => {
        const { trip, measures, role, owner } = await openTrip(ctx, requireUser(request), request.params.id);
        return toTripDetailDto(trip, measures, role, owner);
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
        const { trip, measures, role, owner } = await editTrip(
          ctx,
          requireUser(request),
          request.params.id,
          request.body,
          versionFromIfMatch(request),
        );
        return toTripDetailDto(trip, measures, role, owner);
      },
    );

    app.put(
      '/api/trips/:id/cover-photo',
      {
        schema: {
          tags: ['trips'],
          params: tripIdParams,
          body: coverPhotoSchema,
          response: { 200: tripDetailSchema },
        },
      },
      async (request) => {
        const { trip, measures, role, owner } = await chooseCoverPhoto(
          ctx,
          requireUser(request),
          request.params.id,
          request.body,
        );
        return toTripDetailDto(trip, measures, role, owner);
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
