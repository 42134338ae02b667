import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { immichAlbumSchema, immichLinkSchema } from '../../../common/contract/immich';
import { linkImmichSchema } from '../../../common/schemas/immich';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { immichAlbumsOf, immichLinkOf, linkImmich, unlinkImmich } from './service';

export function immichRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/user/immich',
      { schema: { tags: ['immich'], response: { 200: immichLinkSchema.nullable() } } },
      async (request) => immichLinkOf(ctx, requireUser(request)),
    );

    app.put(
      '/api/user/immich',
      { schema: { tags: ['immich'], body: linkImmichSchema, response: { 200: immichLinkSchema } } },
      async (request) => linkImmich(ctx, requireUser(request), request.body),
    );

    app.delete(
      '/api/user/immich',
      { schema: { tags: ['immich'], response: { 204: z.null() } } },
      async (request, reply) => {
        await unlinkImmich(ctx, requireUser(request));
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/user/immich/albums',
      { schema: { tags: ['immich'], response: { 200: z.array(immichAlbumSchema) } } },
      async (request) => immichAlbumsOf(ctx, requireUser(request)),
    );
  };
}
