import type { Database } from '../db/client';
import { STORAGE_AREAS } from '../providers/storage/names';
import type { Storage } from '../providers/storage/storage';
import { referencedFiles } from './owned-files';

export interface SweepResult {
  orphans: number;
  temporary: number;
}

export interface SweepAges {
  /** A stored file younger than this may belong to an upload whose row has not committed yet. */
  storedMs: number;
  /** A temporary file younger than this may be an upload still arriving. */
  temporaryMs: number;
}

/**
 * Files are moved into place before their row commits, so a crash between the two leaves a file no row names;
 * an interrupted upload leaves its temporary file. The sweep removes both — only files old enough that no
 * request still running could commit a row naming them (a transaction cannot outlive the statement time-out).
 */
export const SWEEP_AGES: SweepAges = { storedMs: 15 * 60_000, temporaryMs: 60 * 60_000 };

/** With nothing else able to write (the data folder's lock held, older connections ended), every file counts. */
export const SWEEP_ALL: SweepAges = { storedMs: 0, temporaryMs: 0 };

export async function sweepStoredFiles(
  db: Database,
  storage: Storage,
  ages: SweepAges,
): Promise<SweepResult> {
  const started = Date.now();
  const storedBefore = new Date(started - ages.storedMs);
  // Listed before the rows are read: a file that appears later is not a candidate.
  const listed = await Promise.all(
    STORAGE_AREAS.map(async (area) => ({ area, files: await storage.list(area) })),
  );
  const referenced = await referencedFiles(db);
  let orphans = 0;
  for (const { area, files } of listed) {
    for (const file of files) {
      if (file.modifiedAt <= storedBefore && !referenced[area].has(file.name)) {
        await storage.remove(area, file.name);
        orphans++;
      }
    }
  }
  const temporary = await storage.removeTemporary(new Date(started - ages.temporaryMs));
  return { orphans, temporary };
}
