import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { sendStoredFile } from '../../http/send-stored-file';
import { authenticated, requireUser } from '../../http/session';
import { requireTripReader } from '../access/trip-access';
import { findPhotoByFile } from '../photos/repo';

const fileParams = z.object({ filename: z.string().max(200) });
const FILE_NOT_FOUND = 'File not found';

/** Photos and their thumbnails, served only to people who may read the trip they belong to. */
export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    for (const [path, area] of [
      ['/uploads/thumbs/:filename', 'thumbs'],
      ['/uploads/:filename', 'photos'],
    ] as const) {
      app.get(path, { schema: { hide: true, params: fileParams } }, async (request, reply) => {
        const { filename } = request.params;
        const photo = await findPhotoByFile(ctx.db, filename);
        const expected = area === 'photos' ? photo?.filename : photo?.thumbnailFilename;
        if (!photo || expected !== filename) throw notFound(FILE_NOT_FOUND);
        await requireTripReader(ctx.db, requireUser(request), photo.tripId).catch(() => {
          throw notFound(FILE_NOT_FOUND);
        });
        return sendStoredFile(request, reply, ctx.storage, {
          area,
          name: filename,
          contentType: area === 'photos' ? photo.mimetype : 'image/webp',
        });
      });
    }
  };
}
