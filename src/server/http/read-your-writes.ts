import type { FastifyInstance } from 'fastify';
import type { RowCache } from '../db/row-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a request that may change rows reaches its handler (it was not refused before). */
    mayHaveWritten: boolean;
  }
}

/**
 * A request that may have changed rows answers once this server has heard the database announce its changes, so
 * the rows kept in memory never answer the traveller's next request with what was there before. Requests refused
 * before their handler (no session, bad input) changed nothing and do not wait.
 */
export function registerReadYourWrites(app: FastifyInstance, rows: RowCache): void {
  app.decorateRequest('mayHaveWritten', false);
  app.addHook('preHandler', (request, _reply, done) => {
    if (!READS.has(request.method)) request.mayHaveWritten = true;
    done();
  });
  app.addHook('onSend', async (request) => {
    if (request.mayHaveWritten) await rows.awaitCommittedChanges();
  });
}
