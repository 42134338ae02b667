import fs from 'node:fs';
import type { Storage, StorageArea } from './storage';

/** Has `write` make a file in a temporary place, then keeps it under `name`; the temporary file goes on failure. */
export async function keepWritten(
  storage: Storage,
  area: StorageArea,
  name: string,
  write: (tempPath: string) => Promise<void>,
): Promise<void> {
  const temp = storage.tempPath(name.slice(name.lastIndexOf('.')));
  try {
    await write(temp);
    await storage.keep(temp, area, name);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

/** Waits for every one of `work`, then throws the first failure: nothing is left running behind an error. */
export async function allSettledOrThrow(work: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(work)).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
