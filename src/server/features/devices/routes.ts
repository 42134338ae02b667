import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdDeviceSchema, deviceSchema, positionSchema } from '../../../common/contract/devices';
import { createDeviceSchema, deviceIdParams, updateDeviceSchema } from '../../../common/schemas/devices';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { tripPosition } from './position';
import { addDevice, changeDevice, devicesOf, revokeDevice } from './service';

export function deviceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/devices',
      { schema: { tags: ['devices'], response: { 200: z.array(deviceSchema) } } },
      async (request) => devicesOf(ctx, requireUser(request)),
    );

    app.post(
      '/api/devices',
      { schema: { tags: ['devices'], body: createDeviceSchema, response: { 201: createdDeviceSchema } } },
      async (request, reply) =>
        reply.code(201).send(await addDevice(ctx, requireUser(request), request.body)),
    );

    app.patch(
      '/api/devices/:id',
      {
        schema: {
          tags: ['devices'],
          params: deviceIdParams,
          body: updateDeviceSchema,
          response: { 200: deviceSchema },
        },
      },
      async (request) => changeDevice(ctx, requireUser(request), request.params.id, request.body),
    );

    app.delete(
      '/api/devices/:id',
      { schema: { tags: ['devices'], params: deviceIdParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await revokeDevice(ctx, requireUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/trips/:id/position',
      { schema: { tags: ['devices'], params: tripIdParams, response: { 200: positionSchema } } },
      async (request) => tripPosition(ctx, requireUser(request), request.params.id),
    );
  };
}
