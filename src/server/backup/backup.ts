import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { referencedFiles } from '../files/owned-files';
import { SECRET_KEY_FILE } from '../secrets/server-key';
import { BackupError } from './backup-error';
import { bucketFileCollector } from './bucket';
import { openDatabaseSource } from './database-source';
import { dumpDatabase, inSnapshot } from './dump';
import { isNamed, localFileCollector, type NamedFiles } from './files';
import { copyFingerprinted } from './hashing';
import { type Manifest, newManifest, writeManifest } from './manifest';
import { roadbookVersion } from './version';

export const DUMP_FILE = 'database.copy.gz';

/** Another dump is taken only while rows go with their files during the copy: a few times at most. */
const MOST_PASSES = 5;

const namedIn = (client: pg.Client): Promise<NamedFiles> =>
  referencedFiles(drizzle(client) as unknown as Database);

/** A new folder, or an empty one, in a folder that exists; answers whether it was made here. */
function prepareFolder(folder: string): boolean {
  const parent = path.dirname(folder);
  if (!fs.statSync(parent, { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupError(`${parent} is not a folder: the backup folder goes in one that exists`);
  }
  const existing = fs.statSync(folder, { throwIfNoEntry: false });
  if (existing) {
    if (!existing.isDirectory() || fs.readdirSync(folder).length > 0) {
      throw new BackupError(`${folder} is not an empty folder: give each backup a new one`);
    }
    return false;
  }
  try {
    fs.mkdirSync(folder, { mode: 0o700 });
  } catch (error) {
    throw new BackupError(`${folder} cannot be made: ${(error as Error).message}`);
  }
  return true;
}

/**
 * Backs up the server `config` describes into `folder`: its database dumped first, then the files the dump's
 * rows name, copied (or, in a bucket, listed). Files are written before the rows naming them commit and removed
 * only after those rows are gone, so every file the dump names is there when the dump is taken; one removed
 * before the copy reached it (its row deleted after the dump) is caught, and the database is dumped again.
 */
export async function backUp(config: Config, folder: string, log: (line: string) => void): Promise<Manifest> {
  const made = prepareFolder(folder);
  try {
    const source = await openDatabaseSource(config, log);
    try {
      log(`backing up ${source.description}`);
      const files = config.s3
        ? bucketFileCollector(config.s3)
        : localFileCollector(path.join(config.dataDir, 'uploads'), folder);
      const dumpOnce = () =>
        inSnapshot(source.url, async (client) => ({
          dump: await dumpDatabase(client, path.join(folder, DUMP_FILE), DUMP_FILE),
          named: await namedIn(client),
        }));
      let taken = await dumpOnce();
      for (let pass = 1; ; pass++) {
        const missing = await files.collect(taken.named);
        const namedNow = missing.length > 0 ? await inSnapshot(source.url, namedIn) : null;
        const removed = namedNow ? missing.filter((key) => !isNamed(namedNow, key)) : [];
        if (removed.length === 0) break;
        if (pass === MOST_PASSES) {
          throw new BackupError(
            `Files were removed with their rows during each of ${MOST_PASSES} tries: back up again at a quieter time`,
          );
        }
        log(`${removed.length} files were removed with their rows after the dump: dumping again`);
        taken = await dumpOnce();
      }
      await files.keepOnly(taken.named);
      const manifest = newManifest({
        roadbookVersion: roadbookVersion(),
        createdAt: new Date().toISOString(),
        database: taken.dump,
        secretKey: await copySecretKey(config, folder),
        files: files.record(),
      });
      writeManifest(folder, manifest);
      return manifest;
    } finally {
      await source.close();
    }
  } catch (error) {
    if (made) fs.rmSync(folder, { recursive: true, force: true });
    else for (const entry of fs.readdirSync(folder)) fs.rmSync(path.join(folder, entry), { recursive: true });
    throw error;
  }
}

/**
 * The key values are sealed with, when the data folder keeps it (secrets/server-key.ts): without it the restored
 * server could not open them. SECRET_KEY, when set, stays the operator's to keep, apart from the backups.
 */
async function copySecretKey(config: Config, folder: string): Promise<Manifest['secretKey']> {
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  if (config.secretKey || config.databaseUrl || !fs.existsSync(file)) return null;
  return {
    file: SECRET_KEY_FILE,
    ...(await copyFingerprinted(file, path.join(folder, SECRET_KEY_FILE), 0o600)),
  };
}
