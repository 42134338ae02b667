import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { StagedFile } from '../../db/schema';
import { removeFiles, stagedImportFile } from '../../files/owned-files';
import type { Storage } from '../../providers/storage/storage';

// The files sent for an import are kept in the storage (a bucket when there is one) until the import ends, so
// that whichever server's worker takes its jobs, after a restart too, reads them.

export const stagedName = (importId: string, index: number) => `${importId}-${index}`;

/** Moves the received temporary files into the import's storage. */
export async function stageFiles(
  storage: Storage,
  importId: string,
  received: readonly { tempPath: string; originalName: string; size: number }[],
): Promise<StagedFile[]> {
  const staged: StagedFile[] = [];
  try {
    for (const [index, file] of received.entries()) {
      const stored = stagedName(importId, index);
      await storage.keep(file.tempPath, 'imports', stored);
      staged.push({ name: file.originalName, stored, size: file.size });
    }
    return staged;
  } catch (error) {
    await unstage(storage, staged);
    throw error;
  }
}

export async function unstage(storage: Storage, files: readonly StagedFile[]): Promise<void> {
  await removeFiles(
    storage,
    files.map((file) => stagedImportFile(file.stored)),
  );
}

/**
 * Local copies of the staged files, to be read where reading needs a file (a ZIP's directory is at its end).
 * `release` removes them.
 */
export async function localCopies(
  storage: Storage,
  files: readonly StagedFile[],
): Promise<{ files: { name: string; path: string }[]; release(): Promise<void> }> {
  const copies: { name: string; path: string }[] = [];
  const release = async () => {
    await Promise.all(copies.map((copy) => fs.promises.rm(copy.path, { force: true })));
  };
  try {
    for (const file of files) {
      const path = storage.tempPath('.import');
      copies.push({ name: file.name, path });
      await pipeline(storage.read('imports', file.stored), fs.createWriteStream(path));
    }
    return { files: copies, release };
  } catch (error) {
    await release();
    throw error;
  }
}
