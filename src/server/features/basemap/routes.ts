import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { townSchema } from '../../../common/contract/basemap';
import { townsQuery } from '../../../common/schemas/basemap';
import { townsIn } from './service';

/** Open to anyone, signed in or not: a visitor's shared trip draws the same offline map. Public data only. */
export function basemapRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/basemap/towns',
      { schema: { tags: ['basemap'], querystring: townsQuery, response: { 200: z.array(townSchema) } } },
      async (request) => townsIn(request.query),
    );
  };
}
