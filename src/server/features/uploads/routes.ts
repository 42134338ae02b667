import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sendStoredFile } from '../../http/send-stored-file';
import { requireUser } from '../../http/session';
import { readUnlockCookie } from '../../http/share-unlock';
import { type FileKind, storedFileFor } from './service';

const fileParams = z.object({ filename: z.string().max(200) });
const fileQuery = z.object({ share: z.string().max(64).optional() });

/** Photos, thumbnails and voice memos, served only to people who may read the trip they belong to. */
export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = { hide: true, params: fileParams, querystring: fileQuery };

    for (const [path, area] of [
      ['/uploads/thumbs/:filename', 'thumbs'],
      ['/uploads/:filename', 'photos'],
      ['/uploads/voice/:filename', 'voice'],
    ] as const satisfies readonly (readonly [string, FileKind])[]) {
      app.get(path, { schema }, async (request, reply) => {
        const { share } = request.query;
        const reader = share
          ? { shareToken: share, unlock: readUnlockCookie(request, share) }
          : { user: requireUser(request) };
        const file = await storedFileFor(ctx, reader, area, request.params.filename);
        return sendStoredFile(request, reply, ctx.storage, file);
      });
    }
  };
}
