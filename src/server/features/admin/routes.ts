import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/session';

export function adminRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/check', { schema: { tags: ['admin'] } }, async (request) => ({
      isAdmin: requireUser(request).role === 'admin',
    }));
  };
}
