import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdImportSchema, importSchema } from '../../../common/contract/imports';
import { immichImportSchema, importIdParams, startImportSchema } from '../../../common/schemas/imports';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { cancelImport, createImmichImport, createImport, importOf, importsOf, startImport } from './service';

export function importRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.post(
      '/api/imports',
      {
        schema: {
          tags: ['imports'],
          consumes: ['multipart/form-data'],
          response: { 201: createdImportSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createImport(ctx, requireUser(request), request)),
    );

    app.post(
      '/api/imports/immich',
      { schema: { tags: ['imports'], body: immichImportSchema, response: { 201: createdImportSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createImmichImport(ctx, requireUser(request), request.body)),
    );

    app.get(
      '/api/imports',
      { schema: { tags: ['imports'], response: { 200: z.array(importSchema) } } },
      async (request) => importsOf(ctx, requireUser(request)),
    );

    app.get(
      '/api/imports/:id',
      { schema: { tags: ['imports'], params: importIdParams, response: { 200: importSchema } } },
      async (request) => importOf(ctx, requireUser(request), request.params.id),
    );

    app.post(
      '/api/imports/:id/start',
      {
        schema: {
          tags: ['imports'],
          params: importIdParams,
          body: startImportSchema.default({}),
          response: { 200: importSchema },
        },
      },
      async (request) => startImport(ctx, requireUser(request), request.params.id, request.body ?? {}),
    );

    app.delete(
      '/api/imports/:id',
      { schema: { tags: ['imports'], params: importIdParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await cancelImport(ctx, requireUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
