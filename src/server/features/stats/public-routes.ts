import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicYearReviewSchema } from '../../../common/contract/stats';
import { reviewPhotoParams, reviewTokenParams } from '../../../common/schemas/year-review';
import type { AppContext } from '../../context';
import { sendPdf } from '../../http/downloads';
import { storedFileReplies } from '../../http/reply-schemas';
import { sendStoredFile } from '../../http/send-stored-file';
import { pdfReply } from './pdf-reply';
import { publicReviewPdf, publicReviewPhoto, publicYearReview } from './review-service';

/** A year in review through its public link: no sign-in. */
export function publicReviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/year-review/:token',
      { schema: { tags: ['stats'], params: reviewTokenParams, response: { 200: publicYearReviewSchema } } },
      async (request) => publicYearReview(ctx, request.params.token),
    );

    app.get(
      '/api/year-review/:token/photos/:photoId',
      {
        schema: {
          tags: ['stats'],
          params: reviewPhotoParams,
          response: storedFileReplies('The photo', ['image/webp']),
        },
      },
      async (request, reply) =>
        sendStoredFile(
          request,
          reply,
          ctx.storage,
          await publicReviewPhoto(ctx, request.params.token, request.params.photoId),
        ),
    );

    app.get(
      '/api/year-review/:token/pdf',
      { schema: { tags: ['stats'], params: reviewTokenParams, response: { 200: pdfReply } } },
      async (request, reply) => sendPdf(reply, await publicReviewPdf(ctx, request.params.token)),
    );
  };
}
