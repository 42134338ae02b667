import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoSchema, photoSearchResultSchema } from '../../../common/contract/photos';
import { autoTagParams, photoSearchQuery } from '../../../common/schemas/photo-search';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { toPhotoDto, toPhotoSearchHitDto } from '../photos';
import { removePhotoAutoTag, searchPhotos } from './search';

export function photoSearchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/photos/search',
      {
        schema: {
          tags: ['photos'],
          querystring: photoSearchQuery,
          response: { 200: photoSearchResultSchema },
        },
      },
      async (request) => {
        const { photos, total } = await searchPhotos(ctx, requireUser(request), request.query);
        return { photos: photos.map(toPhotoSearchHitDto), total };
      },
    );

    app.delete(
      '/api/photos/:id/auto-tags/:tag',
      { schema: { tags: ['photos'], params: autoTagParams, response: { 200: photoSchema } } },
      async (request) =>
        toPhotoDto(
          await removePhotoAutoTag(ctx, requireUser(request), request.params.id, request.params.tag),
        ),
    );
  };
}
