import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessSchema, readinessSchema } from '../../../common/contract/health';
import type { AppContext } from '../../context';
import { checkReadiness } from './service';

/** For a load balancer or orchestrator: polled every few seconds, so only failures are logged. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { logLevel: 'warn', schema: { tags: ['health'], response: { 200: livenessSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      },
    );

    app.get(
      '/readyz',
      { logLevel: 'warn', schema: { tags: ['health'], response: { 200: readinessSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        await checkReadiness(ctx);
        return { status: 'ready' as const, database: 'ok' as const, storage: 'ok' as const };
      },
    );
  };
}
