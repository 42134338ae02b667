import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { SET_UP_HINTS, TRANSCRIPTION_UNAVAILABLE } from '../../../common/services';
import type { AppContext } from '../../context';
import { removeFiles, voiceMemoFiles } from '../../files/owned-files';
import { badRequest, conflict, notFound, serviceUnavailable } from '../../http/errors';
import type { ReceiveUpload } from '../../http/receive-file';
import { takeIdempotencyKey } from '../../idempotency/claim';
import { isAdmin } from '../../policy/admin';
import { assertStorageRoom, requireFeature } from '../../policy/plans';
import { requireStopReader, requireStopWriter, STOP_NOT_FOUND } from '../../policy/trips';
import { ProviderError } from '../../providers/provider-error';
import { recordChange } from '../collaboration';
import { lockStop, type StopRow, updateStop, voiceMemoFile } from '../stops';
import { lockUserRow, type UserRow } from '../users';
import { detectAudio, MAX_VOICE_MEMO_BYTES, parseDuration } from './audio';
import { memoSubject } from './memo-subject';
import { TRANSCRIBE_VOICE_MEMO, type TranscriptionJob, type TranscriptionOutcome } from './transcription-job';

const NO_MEMO = 'This stop has no voice memo';
const MEMO_CHANGED =
  'The voice memo was replaced or removed while it was being transcribed. Please try again.';
const TRANSCRIPTION_STILL_RUNNING =
  'The transcription is taking longer than usual. The transcript will appear on the stop when it is ready.';
/** Room for a retry after a try that used the whole provider time-out. */
const TRANSCRIPTION_WAIT_BEYOND_TIMEOUT_MS = 30_000;
const OUTCOME_POLL_MS = 200;

/** A stop's memo file, for the trip's readers. */
export async function voiceMemoOf(ctx: AppContext, user: UserRow, stopId: number) {
  const { stop } = await requireStopReader(ctx, user, stopId);
  if (!stop.voiceMemoFilename) throw notFound(NO_MEMO);
  return voiceMemoFile(stop.voiceMemoFilename, stop.voiceMemoMimetype);
}

const NO_VOICE_MEMO = {
  voiceMemoFilename: null,
  voiceMemoDuration: null,
  voiceMemoSize: null,
  voiceMemoMimetype: null,
  voiceMemoTranscript: null,
};

/**
 * Keeps a new memo for a stop, replacing any earlier one (an editor only their own), counted against the trip
 * owner's storage. The stop is locked while its memo changes, so that
 * simultaneous uploads replace one another in turn; a replaced file goes only once the row points away.
 */
export async function saveVoiceMemo(
  ctx: AppContext,
  user: UserRow,
  stopId: number,
  receive: ReceiveUpload,
): Promise<StopRow> {
  const { stop, owner } = await requireStopWriter(ctx.db, user, stopId, 'memo.record');
  const upload = await receive({
    fieldName: 'voiceMemo',
    label: 'voice memo',
    maxBytes: MAX_VOICE_MEMO_BYTES,
  });
  let kept: string | undefined;
  try {
    const duration = parseDuration(upload.fields.duration);
    const audio = await detectAudio(upload.tempPath);
    const filename = `${randomUUID()}.${audio.extension}`;
    await ctx.storage.keep(upload.tempPath, 'voice', filename);
    kept = filename;
    const { updated, replaced } = await ctx.db.transaction(async (tx) => {
      // The owner's lock before the key, as an upload takes them (see storePhoto).
      await lockUserRow(tx, owner.id);
      await takeIdempotencyKey(tx);
      const current = await lockStop(tx, stop.id);
      if (!current) throw notFound(STOP_NOT_FOUND);
      await assertStorageRoom(tx, owner, upload.size - (current.voiceMemoSize ?? 0));
      const updated = await updateStop(tx, stop.id, {
        voiceMemoFilename: filename,
        voiceMemoDuration: duration,
        voiceMemoSize: upload.size,
        voiceMemoMimetype: audio.mimetype,
        voiceMemoTranscript: null,
        voiceMemoCreatedById: user.id,
      });
      if (!updated) throw notFound(STOP_NOT_FOUND);
      await recordChange(
        ctx,
        { tripId: stop.tripId, actor: user, type: 'memo.created', subject: memoSubject(updated) },
        tx,
      );
      return { updated, replaced: current.voiceMemoFilename };
    });
    await removeFiles(ctx.storage, voiceMemoFiles(replaced));
    return updated;
  } catch (error) {
    await removeFiles(ctx.storage, voiceMemoFiles(kept));
    throw error;
  } finally {
    await fs.promises.rm(upload.tempPath, { force: true });
  }
}

export async function deleteVoiceMemo(ctx: AppContext, user: UserRow, stopId: number): Promise<StopRow> {
  const { stop } = await requireStopWriter(ctx.db, user, stopId, 'memo.delete');
  const { updated, removed } = await ctx.db.transaction(async (tx) => {
    const current = await lockStop(tx, stop.id);
    if (!current) throw notFound(STOP_NOT_FOUND);
    if (!current.voiceMemoFilename) throw notFound(NO_MEMO);
    const updated = await updateStop(tx, stop.id, NO_VOICE_MEMO);
    if (!updated) throw notFound(STOP_NOT_FOUND);
    await recordChange(
      ctx,
      { tripId: stop.tripId, actor: user, type: 'memo.deleted', subject: memoSubject(updated) },
      tx,
    );
    return { updated, removed: current.voiceMemoFilename };
  });
  await removeFiles(ctx.storage, voiceMemoFiles(removed));
  return updated;
}

/**
 * Premium and up (the trip owner's plan): the memo's words, kept on the stop. The work is a job, done by whichever
 * server is free and tried again when the service is briefly away; the request waits for it. Should the wait run
 * out, or this server stop, the job still finishes and the transcript appears on the stop.
 */
export async function transcribeVoiceMemo(ctx: AppContext, user: UserRow, stopId: number): Promise<StopRow> {
  const { stop, owner } = await requireStopWriter(ctx.db, user, stopId, 'memo.write');
  requireFeature(owner, 'transcription');
  if (!stop.voiceMemoFilename) throw badRequest(NO_MEMO);
  if (!ctx.transcriber) {
    const hint = isAdmin(user) ? ` ${SET_UP_HINTS.transcription}` : '';
    throw serviceUnavailable(`${TRANSCRIPTION_UNAVAILABLE}${hint}`);
  }
  const job: TranscriptionJob = { stopId: stop.id, filename: stop.voiceMemoFilename, actorId: user.id };
  const id = await ctx.jobs.send(TRANSCRIBE_VOICE_MEMO, job);
  if (!id) throw new Error('the transcription job was not queued');
  await transcriptionOutcome(ctx, id);
  const { stop: current } = await requireStopReader(ctx, user, stopId);
  return current;
}

/** Waits for the job's end and answers as the service did; throws what the traveller is told otherwise. */
async function transcriptionOutcome(ctx: AppContext, id: string): Promise<void> {
  const until = Date.now() + ctx.config.providerTimeoutMs + TRANSCRIPTION_WAIT_BEYOND_TIMEOUT_MS;
  while (Date.now() < until) {
    const job = await ctx.jobs.outcome(TRANSCRIBE_VOICE_MEMO, id);
    if (job?.state === 'completed') {
      const result = job.output as TranscriptionOutcome;
      if (result.outcome === 'refused') throw new ProviderError(result.kind, result.message);
      if (result.outcome === 'memo-changed') throw conflict(MEMO_CHANGED);
      return;
    }
    if (job?.state === 'failed' || job?.state === 'cancelled' || !job) {
      const last = (job?.output ?? {}) as { name?: string; kind?: 'failed' | 'timeout'; message?: string };
      if (last.name === 'ProviderError' && last.kind && last.message)
        throw new ProviderError(last.kind, last.message);
      throw new Error(`transcription job ${id} ended ${job?.state ?? 'missing'}: ${last.message ?? ''}`);
    }
    await delay(OUTCOME_POLL_MS);
  }
  throw new ProviderError('timeout', TRANSCRIPTION_STILL_RUNNING);
}
