import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { findStop } from '../../policy/access-repo';
import type { UserRow } from '../users';
import { MAX_VOICE_MEMO_BYTES, storeVoiceMemo } from '../voice';
import type { FoundMemo } from './formats/found';
import { receiveSource } from './receive-source';
import { holdImport, type ImportRun } from './write-target';

/**
 * Stores the voice memo of a stop the import made, as a recorded one is stored, in its own transaction. Nothing
 * is recorded of it beside its stop: the memo goes with the stop when the import is undone, and a stop that has
 * its memo already (written by an earlier job of the import) is left as it is. A memo that cannot be stored (not
 * audio, too large, past the plan's room) is reported, not fatal: its reason is returned.
 */
export async function writeMemo(
  ctx: AppContext,
  run: ImportRun,
  memo: FoundMemo,
  open: () => Promise<Readable>,
  destination: { stopId: number; owner: UserRow },
): Promise<string | null> {
  if ((await findStop(ctx.db, destination.stopId))?.voiceMemoFilename) return null;
  let received: Awaited<ReturnType<typeof receiveSource>> | undefined;
  try {
    received = await receiveSource(ctx, await open(), MAX_VOICE_MEMO_BYTES);
    await storeVoiceMemo(
      ctx,
      { stopId: destination.stopId, owner: destination.owner, recordedBy: run.user },
      received,
      memo,
      (tx) => holdImport(tx, run.importId),
    );
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  } finally {
    if (received) await fs.promises.rm(received.tempPath, { force: true });
  }
}
