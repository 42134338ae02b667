import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { SET_UP_HINTS, TRANSCRIPTION_UNAVAILABLE } from '../../../common/services';
import type { AppContext } from '../../context';
import { badRequest, notFound, serviceUnavailable } from '../../http/errors';
import type { ReceiveUpload } from '../../http/receive-file';
import { isAdmin } from '../../policy/admin';
import { assertStorageRoom, requireFeature } from '../../policy/plans';
import { requireStopReader, requireStopWriter, STOP_NOT_FOUND } from '../../policy/trips';
import { recordChange } from '../collaboration/changes';
import { lockStop, type StopRow, updateStop, voiceMemoFile } from '../stops/repo';
import { lockUserRow, type UserRow } from '../users/repo';
import { detectAudio, MAX_VOICE_MEMO_BYTES, parseDuration } from './audio';

const NO_MEMO = 'This stop has no voice memo';

/** A stop's memo file, for the trip's readers. */
export async function voiceMemoOf(ctx: AppContext, user: UserRow, stopId: number) {
  const { stop } = await requireStopReader(ctx.db, user, stopId);
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

const memoSubject = (stop: StopRow) => ({ type: 'memo' as const, id: stop.id, name: stop.name });

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
      await lockUserRow(tx, owner.id);
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
    if (replaced) await ctx.storage.remove('voice', replaced);
    return updated;
  } catch (error) {
    if (kept) await ctx.storage.remove('voice', kept);
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
  await ctx.storage.remove('voice', removed);
  return updated;
}

/** Premium and up (the trip owner's plan): the memo's words, kept on the stop. */
export async function transcribeVoiceMemo(ctx: AppContext, user: UserRow, stopId: number): Promise<StopRow> {
  const { stop, owner } = await requireStopWriter(ctx.db, user, stopId, 'memo.write');
  requireFeature(owner, 'transcription');
  if (!stop.voiceMemoFilename) throw badRequest(NO_MEMO);
  if (!ctx.transcriber) {
    const hint = isAdmin(user) ? ` ${SET_UP_HINTS.transcription}` : '';
    throw serviceUnavailable(`${TRANSCRIPTION_UNAVAILABLE}${hint}`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.storage.read('voice', stop.voiceMemoFilename)) chunks.push(chunk as Buffer);
  const transcript = await ctx.transcriber.transcribe({
    data: Buffer.concat(chunks),
    filename: stop.voiceMemoFilename,
    mimetype: stop.voiceMemoMimetype ?? 'audio/webm',
  });
  return ctx.db.transaction(async (tx) => {
    const updated = await updateStop(tx, stop.id, { voiceMemoTranscript: transcript });
    if (!updated) throw notFound(STOP_NOT_FOUND);
    await recordChange(
      ctx,
      { tripId: stop.tripId, actor: user, type: 'memo.transcribed', subject: memoSubject(updated) },
      tx,
    );
    return updated;
  });
}
