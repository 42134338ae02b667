import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Storage, StorageArea } from './storage';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Files under `${dataDir}/uploads`, one folder per area. Names are checked so no path leaves the root. */
export function createLocalStorage(root: string): Storage {
  const tempDir = path.join(root, '.incoming');
  for (const dir of [
    tempDir,
    path.join(root, 'photos'),
    path.join(root, 'shared'),
    path.join(root, 'thumbs'),
    path.join(root, 'voice'),
  ]) {
    fs.mkdirSync(dir, { recursive: true });
  }
  const location = (area: StorageArea, name: string) => {
    if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe file name: ${name}`);
    return path.join(root, area, name);
  };
  return {
    tempPath: (suffix) => path.join(tempDir, `${randomUUID()}${suffix}`),
    async keep(tempPath, area, name) {
      await fs.promises.rename(tempPath, location(area, name));
    },
    async stat(area, name) {
      if (!SAFE_NAME.test(name)) return null;
      const info = await fs.promises.stat(location(area, name)).catch(() => null);
      return info?.isFile() ? { size: info.size } : null;
    },
    read(area, name, range) {
      return fs.createReadStream(location(area, name), range);
    },
    async remove(area, name) {
      if (!SAFE_NAME.test(name)) return;
      await fs.promises.rm(location(area, name), { force: true });
    },
    async list(area) {
      const dir = path.join(root, area);
      const entries = await fs.promises.readdir(dir, { withFileTypes: true });
      const files = await Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map(async (entry) => {
            const info = await fs.promises.stat(path.join(dir, entry.name)).catch(() => null);
            return info ? { name: entry.name, modifiedAt: info.mtime } : null;
          }),
      );
      return files.filter((file) => file !== null);
    },
    async removeTemporary(before) {
      let removed = 0;
      for (const name of await fs.promises.readdir(tempDir)) {
        const file = path.join(tempDir, name);
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
