import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportDataSchema } from '../../../common/contract/trip-data';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { toExportDataDto } from './presenter';
import { tripForGuide } from './service';

export function exportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/trips/:id/export/data',
      { schema: { tags: ['export'], params: tripIdParams, response: { 200: exportDataSchema } } },
      async (request) => toExportDataDto(await tripForGuide(ctx, requireUser(request), request.params.id)),
    );
  };
}
