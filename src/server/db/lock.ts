import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database may be opened by one process only. Takes `roadbook.lock` in dataDir,
 * replacing a lock left behind by a process that no longer runs. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'roadbook.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `Another Roadbook server (process ${owner}) is using ${dataDir}. Stop it first, or start this one with another DATA_DIR or with DATABASE_URL.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}
