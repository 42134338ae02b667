import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/contract/fields';
import { recordedPointsSchema, routeImportSchema, tripRouteSchema } from '../../../common/contract/trip-data';
import { latitudeField, longitudeField } from '../../../common/schemas/stops';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { asDownload } from '../../http/downloads';
import { sendPrepared } from '../../http/prepared-body';
import { receiverFor } from '../../http/receive-file';
import { fileReply } from '../../http/reply-schemas';
import { authenticated, requireUser } from '../../http/session';
import { EXPORT_TYPES, trackFile, trackReply } from './read-service';
import { appendRecordedPoints, clearTrack, importTrack } from './service';

const pointsSchema = z.object({
  points: z
    .array(
      z.object({
        lat: latitudeField,
        lng: longitudeField,
        time: z.iso.datetime({ offset: true, error: 'Point time must be an ISO date-time' }).optional(),
        ele: z.number().optional(),
      }),
      { error: 'Points must be a list' },
    )
    .min(1, 'Send at least one point')
    .max(5000, 'Send at most 5000 points at a time'),
});

export function trackRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/trips/:id/route',
      { schema: { tags: ['routes'], params: tripIdParams, response: { 200: tripRouteSchema } } },
      async (request, reply) =>
        sendPrepared(request, reply, await trackReply(ctx, requireUser(request), request.params.id)),
    );

    app.post(
      '/api/trips/:id/route/import',
      {
        schema: {
          tags: ['routes'],
          params: tripIdParams,
          consumes: ['multipart/form-data'],
          response: { 200: routeImportSchema },
        },
      },
      async (request) =>
        importTrack(ctx, requireUser(request), request.params.id, receiverFor(request, ctx.storage)),
    );

    app.post(
      '/api/trips/:id/route/points',
      {
        schema: {
          tags: ['routes'],
          params: tripIdParams,
          body: pointsSchema,
          response: { 200: recordedPointsSchema },
        },
        bodyLimit: 2 * 1024 * 1024,
        config: { idempotent: true },
      },
      async (request) =>
        appendRecordedPoints(ctx, requireUser(request), request.params.id, request.body.points),
    );

    app.delete(
      '/api/trips/:id/route',
      { schema: { tags: ['routes'], params: tripIdParams, response: { 200: messageSchema } } },
      async (request) => {
        await clearTrack(ctx, requireUser(request), request.params.id);
        return { message: 'Route cleared' };
      },
    );

    for (const format of ['gpx', 'geojson'] as const) {
      app.get(
        `/api/trips/:id/export.${format}`,
        {
          schema: {
            tags: ['routes'],
            params: tripIdParams,
            response: {
              200: fileReply(`The trip as a ${format.toUpperCase()} download`, [EXPORT_TYPES[format]]),
            },
          },
        },
        async (request, reply) => {
          const file = await trackFile(ctx, requireUser(request), request.params.id, format);
          return asDownload(reply, file.name).type(file.contentType).send(file.body);
        },
      );
    }
  };
}
