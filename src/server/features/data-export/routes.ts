import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExportSchema, queuedExportSchema } from '../../../common/contract/account-exports';
import type { AppContext } from '../../context';
import { storedFileReplies } from '../../http/reply-schemas';
import { authenticated, requireUser } from '../../http/session';
import { exportOf, exportsOf, requestExport, sendExport } from './service';

const exportIdParams = z.object({ id: z.string().min(1).max(64) });

export function accountExportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.post(
      '/api/user/export',
      { schema: { tags: ['users'], response: { 202: queuedExportSchema } } },
      async (request, reply) => reply.code(202).send(await requestExport(ctx, requireUser(request))),
    );

    app.get(
      '/api/user/exports',
      { schema: { tags: ['users'], response: { 200: z.array(accountExportSchema) } } },
      async (request) => exportsOf(ctx, requireUser(request)),
    );

    app.get(
      '/api/user/exports/:id',
      { schema: { tags: ['users'], params: exportIdParams, response: { 200: accountExportSchema } } },
      async (request) => exportOf(ctx, requireUser(request), request.params.id),
    );

    app.get(
      '/api/user/exports/:id/download',
      {
        schema: {
          tags: ['users'],
          params: exportIdParams,
          response: storedFileReplies('The account export', ['application/zip']),
        },
      },
      async (request, reply) => sendExport(ctx, requireUser(request), request.params.id, request, reply),
    );
  };
}
