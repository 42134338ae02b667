import type { FastifyInstance } from 'fastify';

/**
 * API replies depend on the session or carry private data, so no cache keeps them; stored files set their own
 * `private` policy, and any other reply under /uploads (a 404, a refusal) is not kept either.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/uploads/')) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
