import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeSchema } from '../../../common/contract/places';
import { latitudeField, longitudeField } from '../../../common/schemas/stops';
import type { AppContext } from '../../context';
import { authenticated } from '../../http/session';
import { nearestPlace, searchPlaces } from './service';

const searchQuery = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(2, 'Search text must be at least 2 characters')
    .max(200, 'Search text is too long'),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

const reverseQuery = z.object({ lat: latitudeField, lon: longitudeField });

export function placeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/places/search',
      { schema: { tags: ['places'], querystring: searchQuery, response: { 200: z.array(placeSchema) } } },
      async (request) =>
        searchPlaces(ctx, request.query.q, request.query.limit, request.user?.distanceUnit ?? 'mi'),
    );

    app.get(
      '/api/places/reverse',
      { schema: { tags: ['places'], querystring: reverseQuery, response: { 200: placeSchema } } },
      async (request) => nearestPlace(ctx, request.query.lat, request.query.lon),
    );
  };
}
