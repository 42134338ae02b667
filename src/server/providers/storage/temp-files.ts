import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Uploads being written on this server's disk, in `dir`, before the storage keeps them. */
export function createTempFiles(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  return {
    tempPath: (suffix: string) => path.join(dir, `${randomUUID()}${suffix}`),
    async removeTemporary(before: Date): Promise<number> {
      let removed = 0;
      for (const name of await fs.promises.readdir(dir)) {
        const file = path.join(dir, name);
        const info = await fs.promises.stat(file).catch(() => null);
        if (info && info.mtime < before) {
          await fs.promises.rm(file, { recursive: true, force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
