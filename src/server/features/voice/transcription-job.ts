import type { AppContext } from '../../context';
import { findStop, findUserById } from '../../policy/access-repo';
import { ProviderError } from '../../providers/provider-error';
import { recordChange } from '../collaboration';
import { lockStop, updateStop } from '../stops';
import { memoSubject } from './memo-subject';

export const TRANSCRIBE_VOICE_MEMO = 'transcribe-voice-memo';

export interface TranscriptionJob {
  stopId: number;
  /** The memo asked for: a memo replaced or removed meanwhile is not transcribed. */
  filename: string;
  /** Who asked, named in the trip's activity. */
  actorId: number;
}

/** The job's output: a failure the service would give again is kept here rather than tried again. */
export type TranscriptionOutcome =
  | { outcome: 'transcribed' }
  | { outcome: 'memo-changed' }
  | { outcome: 'refused'; kind: 'failed' | 'timeout'; message: string };

/**
 * Sends the memo to the transcription service and keeps its words on the stop. A service that cannot be reached,
 * times out or answers 5xx/429 fails the try, which the queue repeats (on any server); any other answer of the
 * service is the outcome.
 */
async function transcribe(ctx: AppContext, job: TranscriptionJob): Promise<TranscriptionOutcome> {
  const stop = await findStop(ctx.db, job.stopId);
  if (!stop || stop.voiceMemoFilename !== job.filename) return { outcome: 'memo-changed' };
  if (!ctx.transcriber) throw new Error('no transcription service is configured on this server');
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.storage.read('voice', job.filename)) chunks.push(chunk as Buffer);
  let transcript: string;
  try {
    transcript = await ctx.transcriber.transcribe({
      data: Buffer.concat(chunks),
      filename: job.filename,
      mimetype: stop.voiceMemoMimetype ?? 'audio/webm',
    });
  } catch (error) {
    if (error instanceof ProviderError && !error.passing) {
      return { outcome: 'refused', kind: error.kind, message: error.message };
    }
    throw error;
  }
  const actor = await findUserById(ctx.db, job.actorId);
  return ctx.db.transaction(async (tx) => {
    const current = await lockStop(tx, job.stopId);
    if (current?.voiceMemoFilename !== job.filename) return { outcome: 'memo-changed' } as const;
    const updated = await updateStop(tx, job.stopId, { voiceMemoTranscript: transcript });
    if (updated && actor) {
      await recordChange(
        ctx,
        {
          tripId: updated.tripId,
          actor,
          type: 'memo.transcribed',
          subject: memoSubject(updated),
        },
        tx,
      );
    }
    return { outcome: 'transcribed' } as const;
  });
}

export function defineVoiceJobs(ctx: AppContext): void {
  ctx.jobs.define<TranscriptionJob>({
    name: TRANSCRIBE_VOICE_MEMO,
    retryLimit: 2,
    retryDelaySeconds: 3,
    handle: (job) => transcribe(ctx, job),
  });
}
