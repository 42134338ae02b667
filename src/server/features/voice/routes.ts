import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stopIdParams } from '../../../common/schemas/stops';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { sendStoredFile } from '../../http/send-stored-file';
import { authenticated, requireUser } from '../../http/session';
import { requireStopReader } from '../access/stop-access';
import { toStopDto } from '../stops/presenter';
import { deleteVoiceMemo, saveVoiceMemo, transcribeVoiceMemo } from './service';

const NO_MEMO = 'This stop has no voice memo';

export function voiceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.post(
      '/api/stops/:id/voice-memo',
      { schema: { tags: ['voice'], params: stopIdParams, consumes: ['multipart/form-data'] } },
      async (request) =>
        toStopDto(await saveVoiceMemo(ctx, requireUser(request), request.params.id, request)),
    );

    app.get(
      '/api/stops/:id/voice-memo',
      { schema: { tags: ['voice'], params: stopIdParams } },
      async (request, reply) => {
        const { stop } = await requireStopReader(ctx.db, requireUser(request), request.params.id);
        if (!stop.voiceMemoFilename) throw notFound(NO_MEMO);
        return sendStoredFile(request, reply, ctx.storage, {
          area: 'voice',
          name: stop.voiceMemoFilename,
          contentType: stop.voiceMemoMimetype ?? 'audio/webm',
        });
      },
    );

    app.delete(
      '/api/stops/:id/voice-memo',
      { schema: { tags: ['voice'], params: stopIdParams } },
      async (request) => toStopDto(await deleteVoiceMemo(ctx, requireUser(request), request.params.id)),
    );

    app.post(
      '/api/stops/:id/transcribe-voice-memo',
      { schema: { tags: ['voice'], params: stopIdParams } },
      async (request) => {
        const stop = await transcribeVoiceMemo(ctx, requireUser(request), request.params.id);
        return { transcript: stop.voiceMemoTranscript, stop: toStopDto(stop) };
      },
    );
  };
}
