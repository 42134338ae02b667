import fs from 'node:fs';
import path from 'node:path';
import type { StorageArea } from '../providers/storage/storage';
import { BackupError } from './backup-error';
import { copyFingerprinted, type Fingerprint } from './hashing';
import type { FilesRecord, LocalFileEntry } from './manifest';

/** The stored files each row of a snapshot names, by area (see files/owned-files.ts). */
export type NamedFiles = Record<StorageArea, Set<string>>;

export const fileKey = (area: string, name: string) => `${area}/${name}`;

export const isNamed = (named: NamedFiles, key: string) => {
  const [area = '', name = ''] = key.split('/');
  return named[area as StorageArea]?.has(name) ?? false;
};

/** Takes the files a dump's rows name into the backup, from wherever the server keeps them. */
export interface FileCollector {
  /**
   * Takes those of `named` not taken yet, and answers the keys (`area/name`) of those it did not find: files not
   * made yet (a copy a job has still to make), or removed after the rows naming them, which the dump still has.
   */
  collect(named: NamedFiles): Promise<string[]>;
  /** Lets go of the files taken for an earlier dump that the last one no longer names. */
  keepOnly(named: NamedFiles): Promise<void>;
  record(): FilesRecord;
}

/** Files of `DATA_DIR/uploads`, copied to `uploads/<area>/<name>` in the backup folder and hashed as they are. */
export function localFileCollector(uploads: string, backupFolder: string): FileCollector {
  const taken = new Map<string, LocalFileEntry>();
  const copyOf = (key: string) => path.join(backupFolder, 'uploads', key);
  return {
    async collect(named) {
      const missing: string[] = [];
      for (const [area, names] of Object.entries(named)) {
        fs.mkdirSync(path.join(backupFolder, 'uploads', area), { recursive: true, mode: 0o700 });
        for (const name of names) {
          const key = fileKey(area, name);
          if (taken.has(key)) continue;
          let fingerprint: Fingerprint;
          try {
            // A name is never given to other content: a file taken once stays right for every later dump.
            fingerprint = await copyFingerprinted(path.join(uploads, key), copyOf(key), 0o600);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
            fs.rmSync(copyOf(key), { force: true });
            missing.push(key);
            continue;
          }
          taken.set(key, { area, name, ...fingerprint });
        }
      }
      return missing;
    },
    async keepOnly(named) {
      for (const key of taken.keys()) {
        if (isNamed(named, key)) continue;
        fs.rmSync(copyOf(key));
        taken.delete(key);
      }
    },
    record() {
      const entries = [...taken.values()].sort((a, b) =>
        fileKey(a.area, a.name).localeCompare(fileKey(b.area, b.name)),
      );
      return {
        storage: 'local',
        count: entries.length,
        bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
        entries,
      };
    },
  };
}

/** Copies the backup's files into `uploads`, each checked against its hash; stops at the first that differs. */
export async function copyFilesBack(
  backupFolder: string,
  entries: LocalFileEntry[],
  uploads: string,
): Promise<void> {
  for (const entry of entries) {
    const key = fileKey(entry.area, entry.name);
    fs.mkdirSync(path.join(uploads, entry.area), { recursive: true });
    let copied: Fingerprint;
    try {
      copied = await copyFingerprinted(path.join(backupFolder, 'uploads', key), path.join(uploads, key));
    } catch (error) {
      throw new BackupError(`The backup's file uploads/${key} cannot be read (${(error as Error).message})`);
    }
    if (copied.sha256 !== entry.sha256 || copied.bytes !== entry.bytes) {
      throw new BackupError(
        `The backup's file uploads/${key} differs from its manifest: the backup is damaged`,
      );
    }
  }
}
