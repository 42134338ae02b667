import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStopSchema, stopIdParams, updateStopSchema } from '../../../common/schemas/stops';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { toStopDto } from './presenter';
import { addStop, editStop, listStops, nameStopFromPlace, removeStop } from './service';

export function stopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get('/api/trips/:id/stops', { schema: { tags: ['stops'], params: tripIdParams } }, async (request) =>
      (await listStops(ctx, requireUser(request), request.params.id)).map(toStopDto),
    );

    app.post(
      '/api/trips/:id/stops',
      { schema: { tags: ['stops'], params: tripIdParams, body: createStopSchema } },
      async (request, reply) => {
        const stop = await addStop(ctx, requireUser(request), request.params.id, request.body);
        return reply.code(201).send(toStopDto(stop));
      },
    );

    app.put(
      '/api/stops/:id',
      { schema: { tags: ['stops'], params: stopIdParams, body: updateStopSchema } },
      async (request) =>
        toStopDto(await editStop(ctx, requireUser(request), request.params.id, request.body)),
    );

    app.delete('/api/stops/:id', { schema: { tags: ['stops'], params: stopIdParams } }, async (request) => {
      await removeStop(ctx, requireUser(request), request.params.id);
      return { message: 'Stop deleted' };
    });

    app.post(
      '/api/stops/:id/find-place-name',
      { schema: { tags: ['stops'], params: stopIdParams } },
      async (request) => {
        const stop = await nameStopFromPlace(ctx, requireUser(request), request.params.id);
        return { name: stop.name, stop: toStopDto(stop) };
      },
    );
  };
}
