import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { removeFiles, voiceMemoFiles } from '../../files/owned-files';
import { notFound } from '../../http/errors';
import { assertStorageRoom } from '../../policy/plans';
import { STOP_NOT_FOUND } from '../../policy/trips';
import { lockStop, type StopRow, updateStop } from '../stops';
import { lockUserRow, type UserRow } from '../users';
import { detectAudio, MAX_VOICE_MEMO_SECONDS } from './audio';

export interface MemoDestination {
  stopId: number;
  /** The trip's owner, whose storage the memo takes. */
  owner: UserRow;
  recordedBy: UserRow;
}

export interface KeptMemo {
  durationSeconds: number | null;
  transcript: string | null;
}

/**
 * Keeps an audio file as the memo of a stop that has none (a stop an import made), checked as an upload is: its
 * kind by its bytes, its size against the owner's storage. The file is kept as the last step before the row is
 * committed, and removed again if that fails. Null when the stop has a memo already; the caller removes the
 * temporary file.
 */
export async function storeVoiceMemo(
  ctx: AppContext,
  destination: MemoDestination,
  file: { tempPath: string; size: number },
  memo: KeptMemo,
  alongside?: (tx: Transaction) => Promise<void>,
): Promise<StopRow | null> {
  const audio = await detectAudio(file.tempPath);
  const filename = `${randomUUID()}.${audio.extension}`;
  const seconds = memo.durationSeconds;
  let kept = false;
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockUserRow(tx, destination.owner.id);
      const current = await lockStop(tx, destination.stopId);
      if (!current) throw notFound(STOP_NOT_FOUND);
      if (current.voiceMemoFilename) return null;
      await assertStorageRoom(tx, destination.owner, file.size);
      const updated = await updateStop(tx, current.id, {
        voiceMemoFilename: filename,
        voiceMemoDuration: seconds !== null && seconds <= MAX_VOICE_MEMO_SECONDS ? seconds : null,
        voiceMemoSize: file.size,
        voiceMemoMimetype: audio.mimetype,
        voiceMemoTranscript: memo.transcript,
        voiceMemoCreatedById: destination.recordedBy.id,
      });
      if (!updated) throw notFound(STOP_NOT_FOUND);
      await alongside?.(tx);
      await ctx.storage.keep(file.tempPath, 'voice', filename);
      kept = true;
      return updated;
    });
  } catch (error) {
    if (kept) await removeFiles(ctx.storage, voiceMemoFiles(filename));
    throw error;
  }
}
