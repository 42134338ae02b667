import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stopSchema, transcriptSchema } from '../../../common/contract/stops';
import { stopIdParams } from '../../../common/schemas/stops';
import type { AppContext } from '../../context';
import { receiverFor } from '../../http/receive-file';
import { storedFileReplies } from '../../http/reply-schemas';
import { sendStoredFile } from '../../http/send-stored-file';
import { authenticated, requireUser } from '../../http/session';
import { toStopDto } from '../stops';
import { deleteVoiceMemo, saveVoiceMemo, transcribeVoiceMemo, voiceMemoOf } from './service';

export function voiceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.post(
      '/api/stops/:id/voice-memo',
      {
        schema: {
          tags: ['voice'],
          params: stopIdParams,
          consumes: ['multipart/form-data'],
          response: { 200: stopSchema },
        },
        config: { idempotent: true },
      },
      async (request) =>
        toStopDto(
          await saveVoiceMemo(
            ctx,
            requireUser(request),
            request.params.id,
            receiverFor(request, ctx.storage),
          ),
        ),
    );

    app.get(
      '/api/stops/:id/voice-memo',
      {
        schema: {
          tags: ['voice'],
          params: stopIdParams,
          response: storedFileReplies('The recording', ['audio/*']),
        },
      },
      async (request, reply) => {
        const memo = await voiceMemoOf(ctx, requireUser(request), request.params.id);
        return sendStoredFile(request, reply, ctx.storage, { area: 'voice', ...memo });
      },
    );

    app.delete(
      '/api/stops/:id/voice-memo',
      { schema: { tags: ['voice'], params: stopIdParams, response: { 200: stopSchema } } },
      async (request) => toStopDto(await deleteVoiceMemo(ctx, requireUser(request), request.params.id)),
    );

    app.post(
      '/api/stops/:id/transcribe-voice-memo',
      { schema: { tags: ['voice'], params: stopIdParams, response: { 200: transcriptSchema } } },
      async (request) => {
        const stop = await transcribeVoiceMemo(ctx, requireUser(request), request.params.id);
        return { transcript: stop.voiceMemoTranscript, stop: toStopDto(stop) };
      },
    );
  };
}
