import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/contract/fields';
import { placeNameSchema, stopSchema } from '../../../common/contract/stops';
import {
  createStopSchema,
  stopIdParams,
  stopOrderSchema,
  updateStopSchema,
} from '../../../common/schemas/stops';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { versionFromIfMatch } from '../../http/if-match';
import { sendPrepared } from '../../http/prepared-body';
import { authenticated, requireUser } from '../../http/session';
import { toStopDto } from './presenter';
import { addStop, editStop, nameStopFromPlace, removeStop, reorderStops, stopListReply } from './service';

export function stopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/trips/:id/stops',
      { schema: { tags: ['stops'], params: tripIdParams, response: { 200: z.array(stopSchema) } } },
      async (request, reply) =>
        sendPrepared(request, reply, await stopListReply(ctx, requireUser(request), request.params.id)),
    );

    app.post(
      '/api/trips/:id/stops',
      {
        schema: {
          tags: ['stops'],
          params: tripIdParams,
          body: createStopSchema,
          response: { 201: stopSchema },
        },
        config: { idempotent: true },
      },
      async (request, reply) => {
        const stop = await addStop(ctx, requireUser(request), request.params.id, request.body);
        return reply.code(201).send(toStopDto(stop));
      },
    );

    app.put(
      '/api/trips/:id/stops/order',
      {
        schema: {
          tags: ['stops'],
          description:
            "Sets the owner's own order of the trip's stops: every stop id of the trip, once each.",
          params: tripIdParams,
          body: stopOrderSchema,
          response: { 200: z.array(stopSchema) },
        },
      },
      async (request) =>
        (await reorderStops(ctx, requireUser(request), request.params.id, request.body.stopIds)).map(
          toStopDto,
        ),
    );

    app.put(
      '/api/stops/:id',
      {
        schema: {
          tags: ['stops'],
          params: stopIdParams,
          body: updateStopSchema,
          response: { 200: stopSchema },
        },
        config: { idempotent: true },
      },
      async (request) =>
        toStopDto(
          await editStop(
            ctx,
            requireUser(request),
            request.params.id,
            request.body,
            versionFromIfMatch(request),
          ),
        ),
    );

    app.delete(
      '/api/stops/:id',
      { schema: { tags: ['stops'], params: stopIdParams, response: { 200: messageSchema } } },
      async (request) => {
        await removeStop(ctx, requireUser(request), request.params.id);
        return { message: 'Stop deleted' };
      },
    );

    app.post(
      '/api/stops/:id/find-place-name',
      { schema: { tags: ['stops'], params: stopIdParams, response: { 200: placeNameSchema } } },
      async (request) => {
        const stop = await nameStopFromPlace(ctx, requireUser(request), request.params.id);
        return { name: stop.name, stop: toStopDto(stop) };
      },
    );
  };
}
