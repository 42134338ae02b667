import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generatedDescriptionSchema } from '../../../common/contract/stops';
import { stopIdParams } from '../../../common/schemas/stops';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { toStopDto } from '../stops';
import { generateDescription } from './service';

export function descriptionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.post(
      '/api/stops/:id/generate-description',
      { schema: { tags: ['stops'], params: stopIdParams, response: { 200: generatedDescriptionSchema } } },
      async (request) => {
        const { stop, source } = await generateDescription(
          ctx,
          requireUser(request),
          request.params.id,
          request.headers['accept-language'],
        );
        return { description: stop.aiDescription, source, stop: toStopDto(stop) };
      },
    );
  };
}
