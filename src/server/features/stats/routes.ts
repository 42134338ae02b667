import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../common/contract/fields';
import {
  reviewLinkSchema,
  statsHighlightsSchema,
  travelStatsSchema,
  tripAnalyticsSchema,
  yearReviewSchema,
} from '../../../common/contract/stats';
import { highlightsQuery, statsYearParams } from '../../../common/schemas/stats';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { sendPdf } from '../../http/downloads';
import { authenticated, requireUser } from '../../http/session';
import { pdfReply } from './pdf-reply';
import { ownerReviewPdf, shareYearReview, unshareYearReview, yearReview } from './review-service';
import { travelHighlights, travelStats, tripAnalytics } from './service';

export function statsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/stats',
      { schema: { tags: ['stats'], response: { 200: travelStatsSchema } } },
      async (request) => travelStats(ctx, requireUser(request)),
    );

    app.get(
      '/api/stats/highlights',
      { schema: { tags: ['stats'], querystring: highlightsQuery, response: { 200: statsHighlightsSchema } } },
      async (request) => travelHighlights(ctx, requireUser(request), request.query.year),
    );

    app.get(
      '/api/stats/:year',
      { schema: { tags: ['stats'], params: statsYearParams, response: { 200: travelStatsSchema } } },
      async (request) => travelStats(ctx, requireUser(request), request.params.year),
    );

    app.get(
      '/api/stats/:year/review',
      { schema: { tags: ['stats'], params: statsYearParams, response: { 200: yearReviewSchema } } },
      async (request) => yearReview(ctx, requireUser(request), request.params.year),
    );

    app.get(
      '/api/stats/:year/pdf',
      { schema: { tags: ['stats'], params: statsYearParams, response: { 200: pdfReply } } },
      async (request, reply) =>
        sendPdf(reply, await ownerReviewPdf(ctx, requireUser(request), request.params.year)),
    );

    app.post(
      '/api/stats/:year/public-link',
      { schema: { tags: ['stats'], params: statsYearParams, response: { 201: reviewLinkSchema } } },
      async (request, reply) => {
        const publicUrl = await shareYearReview(ctx, requireUser(request), request.params.year);
        return reply.code(201).send({ publicUrl });
      },
    );

    app.delete(
      '/api/stats/:year/public-link',
      { schema: { tags: ['stats'], params: statsYearParams, response: { 200: messageSchema } } },
      async (request) => {
        await unshareYearReview(ctx, requireUser(request), request.params.year);
        return { message: 'Public link removed' };
      },
    );

    app.get(
      '/api/trips/:id/analytics',
      { schema: { tags: ['stats'], params: tripIdParams, response: { 200: tripAnalyticsSchema } } },
      async (request) => tripAnalytics(ctx, requireUser(request), request.params.id),
    );
  };
}
