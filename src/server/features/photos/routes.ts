import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/contract/fields';
import { photoSchema, photoStopSchema, uploadedPhotoSchema } from '../../../common/contract/photos';
import { placementUndoneSchema, routePlacementSchema } from '../../../common/contract/place-by-route';
import { photoIdParams, photoListQuery, updatePhotoSchema } from '../../../common/schemas/photos';
import { placeByRouteSchema, placementParams } from '../../../common/schemas/place-by-route';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { versionFromIfMatch } from '../../http/if-match';
import { sendPrepared } from '../../http/prepared-body';
import { receiverFor } from '../../http/receive-file';
import { authenticated, requireUser } from '../../http/session';
import { toPhotoDto, toPhotoStopDto, toUploadedPhotoDto } from './presenter';
import { placePhotosByRoute, undoPlacement } from './route-placement-service';
import { createStopFromPhoto, editPhoto, photoListReply, photosOfTripById, removePhoto } from './service';
import { uploadPhoto } from './upload';

export function photoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/trips/:id/photos',
      {
        schema: {
          tags: ['photos'],
          params: tripIdParams,
          querystring: photoListQuery,
          response: { 200: z.array(photoSchema) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { ids } = request.query;
        if (ids) return photosOfTripById(ctx, user, request.params.id, ids);
        return sendPrepared(request, reply, await photoListReply(ctx, user, request.params.id));
      },
    );

    app.post(
      '/api/trips/:id/photos',
      {
        schema: {
          tags: ['photos'],
          params: tripIdParams,
          consumes: ['multipart/form-data'],
          response: { 201: uploadedPhotoSchema },
        },
        config: { uploadLane: true, idempotent: true },
      },
      async (request, reply) => {
        const outcome = await uploadPhoto(
          ctx,
          requireUser(request),
          request.params.id,
          receiverFor(request, ctx.storage),
        );
        return reply.code(201).send(toUploadedPhotoDto(outcome));
      },
    );

    app.put(
      '/api/photos/:id',
      {
        schema: {
          tags: ['photos'],
          params: photoIdParams,
          body: updatePhotoSchema,
          response: { 200: photoSchema },
        },
        config: { idempotent: true },
      },
      async (request) =>
        toPhotoDto(
          await editPhoto(
            ctx,
            requireUser(request),
            request.params.id,
            request.body,
            versionFromIfMatch(request),
          ),
        ),
    );

    app.delete(
      '/api/photos/:id',
      { schema: { tags: ['photos'], params: photoIdParams, response: { 200: messageSchema } } },
      async (request) => {
        await removePhoto(ctx, requireUser(request), request.params.id);
        return { message: 'Photo deleted' };
      },
    );

    app.post(
      '/api/photos/:id/create-stop',
      { schema: { tags: ['photos'], params: photoIdParams, response: { 200: photoStopSchema } } },
      async (request) =>
        toPhotoStopDto(await createStopFromPhoto(ctx, requireUser(request), request.params.id)),
    );

    app.post(
      '/api/trips/:id/photos/place-by-route',
      {
        schema: {
          tags: ['photos'],
          params: tripIdParams,
          body: placeByRouteSchema,
          response: { 200: routePlacementSchema },
        },
        config: { idempotent: true },
      },
      async (request) => placePhotosByRoute(ctx, requireUser(request), request.params.id, request.body),
    );

    app.post(
      '/api/trips/:id/photos/placements/:placementId/undo',
      {
        schema: { tags: ['photos'], params: placementParams, response: { 200: placementUndoneSchema } },
        config: { idempotent: true },
      },
      async (request) =>
        undoPlacement(ctx, requireUser(request), request.params.id, request.params.placementId),
    );
  };
}
