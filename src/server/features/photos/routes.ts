import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoIdParams, updatePhotoSchema } from '../../../common/schemas/photos';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { requireTripReader } from '../access/trip-access';
import { toStopDto } from '../stops/presenter';
import { toPhotoDto } from './presenter';
import { listPhotosOfTrip } from './repo';
import { createStopFromPhoto, editPhoto, removePhoto } from './service';
import { uploadPhoto } from './upload';

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

    app.post(
      '/api/trips/:id/photos',
      { schema: { tags: ['photos'], params: tripIdParams, consumes: ['multipart/form-data'] } },
      async (request, reply) => {
        const outcome = await uploadPhoto(ctx, requireUser(request), request.params.id, request);
        return reply.code(201).send({
          ...toPhotoDto(outcome.photo),
          hasGPS: outcome.hasGPS,
          autoStopCreated: outcome.autoStopCreated,
          stop: outcome.stop ? toStopDto(outcome.stop) : null,
        });
      },
    );

    app.put(
      '/api/photos/:id',
      { schema: { tags: ['photos'], params: photoIdParams, body: updatePhotoSchema } },
      async (request) =>
        toPhotoDto(await editPhoto(ctx, requireUser(request), request.params.id, request.body)),
    );

    app.delete(
      '/api/photos/:id',
      { schema: { tags: ['photos'], params: photoIdParams } },
      async (request) => {
        await removePhoto(ctx, requireUser(request), request.params.id);
        return { message: 'Photo deleted' };
      },
    );

    app.post(
      '/api/photos/:id/create-stop',
      { schema: { tags: ['photos'], params: photoIdParams } },
      async (request) => {
        const { photo, stop, created } = await createStopFromPhoto(
          ctx,
          requireUser(request),
          request.params.id,
        );
        return {
          photo: toPhotoDto(photo),
          autoCreatedStop: stop ? toStopDto(stop) : null,
          created,
        };
      },
    );
  };
}
