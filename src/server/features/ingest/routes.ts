import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { isRecord } from './checks';
import { parseGpsLogger } from './gpslogger';
import { parseOsmAnd } from './osmand';
import { parseOverland } from './overland';
import { parseOwnTracks } from './owntracks';
import { deviceOfToken, ingest } from './service';
import { deviceTokenOf } from './token';

/** An Overland batch of 1,000 points is about 600 KB. */
const BATCH_BODY_LIMIT = 2 * 1024 * 1024;
/** One point. */
const MESSAGE_BODY_LIMIT = 1024 * 1024;
/** An OwnTracks POI may carry its picture, base64. */
const POI_BODY_LIMIT = 16 * 1024 * 1024;

const storedSchema = z.object({
  result: z.literal('ok'),
  /** Points stored now; a point sent before is not stored again. */
  stored: z.number(),
  /** Points refused (a coordinate out of range, a time unreadable or far ahead): the phone sends them no more. */
  skipped: z.number(),
});

/**
 * The phones' own bodies: JSON (an empty one too, as OwnTracks may send) and form fields (GPSLogger, Home
 * Assistant, Traccar Client), read as the apps send them and checked by each protocol's parser.
 */
function acceptPhoneBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('Request body is not valid JSON'), undefined);
    }
  });
  const formFields = (body: string) => Object.fromEntries(new URLSearchParams(body));
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, formFields(String(body))),
  );
  // Apps that label their body otherwise (text/plain, none): JSON when it reads as JSON, else form fields. The
  // token, never a cookie, signs these requests, so a cross-site form gains nothing here.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, formFields(text));
    }
  });
}

const fieldsOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** Where the phone apps send their points, each in its own protocol, signed with a device's token. */
export function ingestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptPhoneBodies(app);

    app.post(
      '/api/ingest/owntracks',
      {
        schema: { tags: ['ingest'], response: { 200: z.array(z.unknown()) } },
        bodyLimit: POI_BODY_LIMIT,
      },
      async (request) => {
        const sender = await deviceOfToken(ctx, deviceTokenOf(request));
        await ingest(ctx, sender, parseOwnTracks(request.body, new Date()));
        return [];
      },
    );

    app.post(
      '/api/ingest/overland',
      {
        schema: { tags: ['ingest'], response: { 200: z.object({ result: z.literal('ok') }) } },
        bodyLimit: BATCH_BODY_LIMIT,
      },
      async (request) => {
        const sender = await deviceOfToken(ctx, deviceTokenOf(request));
        await ingest(ctx, sender, parseOverland(request.body, new Date()));
        return { result: 'ok' as const };
      },
    );

    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: '/api/ingest/gpslogger',
        schema: { tags: ['ingest'], response: { 200: storedSchema } },
        bodyLimit: MESSAGE_BODY_LIMIT,
        handler: async (request) => {
          const sender = await deviceOfToken(ctx, deviceTokenOf(request));
          const fields = { ...fieldsOf(request.body), ...fieldsOf(request.query) };
          return {
            result: 'ok' as const,
            ...(await ingest(ctx, sender, parseGpsLogger(fields, new Date()))),
          };
        },
      });

      app.route({
        method,
        url: '/api/ingest/osmand',
        schema: { tags: ['ingest'], response: { 200: storedSchema } },
        bodyLimit: MESSAGE_BODY_LIMIT,
        handler: async (request) => {
          const sender = await deviceOfToken(ctx, deviceTokenOf(request, { idFields: true }));
          const parsed = parseOsmAnd(fieldsOf(request.query), request.body, new Date());
          return { result: 'ok' as const, ...(await ingest(ctx, sender, parsed)) };
        },
      });
    }
  };
}
