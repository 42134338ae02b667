import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sendStoredFile } from '../../http/send-stored-file';
import { requireUser } from '../../http/session';
import { readUnlockCookie } from '../../http/share-unlock';
import type { TripReader } from '../../policy/trips';
import { storedGuideThumbnail } from '../photos';
import { type FileKind, storedFileFor } from './service';

const fileParams = z.object({ filename: z.string().max(200) });
const fileQuery = z.object({ share: z.string().max(64).optional() });
const thumbnailQuery = fileQuery.extend({
  /** `guide`: the thumbnail as the travel guide embeds it, a 4:3 JPEG. */
  size: z.enum(['guide']).optional(),
});

/** A share link's holder, or else whoever is signed in (401 for nobody). */
const readerOf = (request: FastifyRequest, share: string | undefined): TripReader =>
  share ? { shareToken: share, unlock: readUnlockCookie(request, share) } : { user: requireUser(request) };

/** Photos, thumbnails and voice memos, served only to people who may read the trip they belong to. */
export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = { hide: true, params: fileParams, querystring: fileQuery };

    app.get(
      '/uploads/thumbs/:filename',
      { schema: { ...schema, querystring: thumbnailQuery } },
      async (request, reply) => {
        const file = await storedFileFor(
          ctx,
          readerOf(request, request.query.share),
          'thumbs',
          request.params.filename,
        );
        const sent = request.query.size
          ? await storedGuideThumbnail({ storage: ctx.storage, images: ctx.images.request }, file.name)
          : file;
        return sendStoredFile(request, reply, ctx.storage, sent, ctx.fileCache);
      },
    );

    for (const [path, area] of [
      ['/uploads/:filename', 'photos'],
      ['/uploads/voice/:filename', 'voice'],
    ] as const satisfies readonly (readonly [string, FileKind])[]) {
      app.get(path, { schema }, async (request, reply) => {
        const file = await storedFileFor(
          ctx,
          readerOf(request, request.query.share),
          area,
          request.params.filename,
        );
        return sendStoredFile(request, reply, ctx.storage, file);
      });
    }
  };
}
