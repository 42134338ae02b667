import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityEntrySchema } from '../../../common/contract/collaboration';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { fileReply } from '../../http/reply-schemas';
import { authenticated, requireUser } from '../../http/session';
import { followTrip } from './live';
import { toActivityDto } from './presenter';
import { tripActivity } from './service';

export function collaborationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);
    const open = new Set<ServerResponse>();
    // Streams never end by themselves: a stopping server ends them, and browsers reconnect to another.
    app.addHook('preClose', async () => {
      for (const response of open) response.end();
    });

    app.get(
      '/api/trips/:id/activity',
      {
        schema: {
          tags: ['collaboration'],
          params: tripIdParams,
          response: { 200: z.array(activityEntrySchema) },
        },
      },
      async (request) =>
        (await tripActivity(ctx, requireUser(request), request.params.id)).map(toActivityDto),
    );

    app.get(
      '/api/trips/:id/events',
      {
        schema: {
          tags: ['collaboration'],
          description:
            'Server-Sent Events for the owner and editors: `event: change` with `{ type, id, actor }` whenever ' +
            'anyone changes the trip, `event: presence` with `{ viewers }` whenever someone opens or closes it.',
          params: tripIdParams,
          response: { 200: fileReply('The stream of events', ['text/event-stream']) },
        },
      },
      async (request, reply) => {
        const start = await followTrip(ctx, requireUser(request), request.params.id);
        reply.hijack();
        const response = reply.raw;
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        response.write('retry: 2000\n\n');
        open.add(response);
        let stop: (() => Promise<void>) | null = null;
        let closed = false;
        const finish = () => {
          if (closed) return;
          closed = true;
          open.delete(response);
          stop?.().catch((error) => request.log.warn({ err: error }, 'trip stream did not close cleanly'));
        };
        request.raw.on('close', finish);
        try {
          stop = await start((event, data) => {
            if (response.writableEnded) return;
            response.write(
              event === 'heartbeat' ? ': alive\n\n' : `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
            );
          });
          if (closed) await stop();
        } catch (error) {
          request.log.error({ err: error }, 'trip stream could not start');
          response.end();
        }
      },
    );
  };
}
