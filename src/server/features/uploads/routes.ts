import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { sendStoredFile } from '../../http/send-stored-file';
import { requireFileReader } from '../access/file-access';
import { findPhotoByFile } from '../photos/repo';
import { findStopByVoiceMemo } from '../stops/repo';

const fileParams = z.object({ filename: z.string().max(200) });
const fileQuery = z.object({ share: z.string().max(64).optional() });
const FILE_NOT_FOUND = 'File not found';

/** Photos, thumbnails and voice memos, served only to people who may read the trip they belong to. */
export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = { hide: true, params: fileParams, querystring: fileQuery };

    for (const [path, area] of [
      ['/uploads/thumbs/:filename', 'thumbs'],
      ['/uploads/:filename', 'photos'],
    ] as const) {
      app.get(path, { schema }, async (request, reply) => {
        const { filename } = request.params;
        const photo = await findPhotoByFile(ctx.db, filename);
        const expected = area === 'photos' ? photo?.filename : photo?.thumbnailFilename;
        if (!photo || expected !== filename) throw notFound(FILE_NOT_FOUND);
        await requireFileReader(ctx.db, request, photo.tripId);
        return sendStoredFile(request, reply, ctx.storage, {
          area,
          name: filename,
          contentType: area === 'photos' ? photo.mimetype : 'image/webp',
        });
      });
    }

    app.get('/uploads/voice/:filename', { schema }, async (request, reply) => {
      const stop = await findStopByVoiceMemo(ctx.db, request.params.filename);
      if (!stop?.voiceMemoFilename) throw notFound(FILE_NOT_FOUND);
      await requireFileReader(ctx.db, request, stop.tripId);
      return sendStoredFile(request, reply, ctx.storage, {
        area: 'voice',
        name: stop.voiceMemoFilename,
        contentType: stop.voiceMemoMimetype ?? 'audio/webm',
      });
    });
  };
}
