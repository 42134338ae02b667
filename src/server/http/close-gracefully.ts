import type { FastifyInstance } from 'fastify';

/**
 * Stops accepting connections and lets requests in flight finish; a connection still open after `graceMs`
 * (a client that keeps it alive past its last answer, a download that never ends) is closed then, so a stop
 * never waits on a client.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const force = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
