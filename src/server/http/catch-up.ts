import type { FastifyInstance } from 'fastify';
import type { RowCache } from '../db/row-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may have changed rows answers once this server has heard the database announce its changes, so
 * the rows kept in memory never answer the traveller's next request with what was there before.
 */
export function registerCatchUp(app: FastifyInstance, rows: RowCache): void {
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method)) await rows.catchUp();
  });
}
