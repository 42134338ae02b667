import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queueOwnerTripStatsQuietly } from './jobs';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** After every change a signed-in traveller makes through the API, their changed trips are queued for new figures. */
export function registerStatsUpkeep(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', async (request, reply) => {
    const user = request.user;
    if (!user || READS.has(request.method) || reply.statusCode >= 400 || !request.url.startsWith('/api/'))
      return;
    void queueOwnerTripStatsQuietly(ctx, user);
  });
}
