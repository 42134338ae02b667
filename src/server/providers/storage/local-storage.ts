import fs from 'node:fs';
import path from 'node:path';
import { assertSafeName, isSafeName, STORAGE_AREAS } from './names';
import type { Storage, StorageArea } from './storage';
import { createTempFiles } from './temp-files';

/** Files under `${dataDir}/uploads`, one folder per area. Names are checked so no path leaves the root. */
export function createLocalStorage(root: string): Storage {
  const temp = createTempFiles(path.join(root, '.incoming'));
  for (const area of STORAGE_AREAS) fs.mkdirSync(path.join(root, area), { recursive: true });
  const location = (area: StorageArea, name: string) => {
    assertSafeName(name);
    return path.join(root, area, name);
  };
  return {
    ...temp,
    async keep(tempPath, area, name) {
      await fs.promises.rename(tempPath, location(area, name));
    },
    async stat(area, name) {
      if (!isSafeName(name)) return null;
      const info = await fs.promises.stat(location(area, name)).catch(() => null);
      return info?.isFile() ? { size: info.size } : null;
    },
    read(area, name, range) {
      return fs.createReadStream(location(area, name), range);
    },
    async remove(area, name) {
      if (!isSafeName(name)) return;
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
    async check() {
      await fs.promises.access(root, fs.constants.W_OK);
    },
  };
}
