import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { projectRoot } from '../../../paths';
import type { ImportEntry } from './found';

/**
 * A file of the shared real samples (`../shared/fixtures/formats/` beside the project), read where it is and
 * never copied into the project. Their absence fails the test: they are what the readers are checked against.
 */
export function sharedSample(...segments: string[]): string {
  const root = path.resolve(projectRoot(), '../shared/fixtures/formats');
  if (!fs.existsSync(root)) {
    throw new Error(`The real sample files are missing: ${root} must hold the shared import fixtures`);
  }
  const file = path.join(root, ...segments);
  if (!fs.existsSync(file)) throw new Error(`The real sample ${file} is missing`);
  return file;
}

/** A file on disk as an entry named `name`. */
export function diskEntry(file: string, name = path.basename(file)): ImportEntry {
  return { path: name, size: fs.statSync(file).size, open: async () => fs.createReadStream(file) };
}

/** Every file under a folder on disk as entries named `prefix/relative/path`. */
export function folderEntries(folder: string, prefix = path.basename(folder)): ImportEntry[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => {
      const file = path.join(dirent.parentPath, dirent.name);
      return diskEntry(file, `${prefix}/${path.relative(folder, file).split(path.sep).join('/')}`);
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Bytes or text as an entry, read in small chunks as a file would be. */
export function memoryEntry(name: string, content: string | Uint8Array): ImportEntry {
  const bytes = Buffer.from(content);
  return {
    path: name,
    size: bytes.length,
    open: async () =>
      Readable.from(
        (function* () {
          for (let at = 0; at < bytes.length; at += 4096) yield bytes.subarray(at, at + 4096);
        })(),
      ),
  };
}

/** A fresh folder for files a test writes; removed with `remove`. */
export function scratchFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-formats-'));
  return {
    write(name: string, content: string | Uint8Array) {
      const file = path.join(folder, name);
      fs.writeFileSync(file, content);
      return { name, path: file };
    },
    remove: () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}
