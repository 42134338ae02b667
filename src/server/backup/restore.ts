import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { type EmbeddedCluster, startEmbeddedCluster } from '../db/embedded/cluster';
import { type DataDirLock, lockDataDir } from '../db/lock';
import { SECRET_KEY_FILE } from '../secrets/server-key';
import { BackupError } from './backup-error';
import { checkBucketHolds, copyFilesToBucket } from './bucket';
import { hasTables } from './catalog';
import { copyFilesBack } from './files';
import { fingerprintOf } from './hashing';
import { loadDump } from './load';
import { type Manifest, readManifest } from './manifest';
import { checkMigrationsKnown, createSchema } from './schema';
import { connect } from './session';

async function checkFingerprint(file: string, expected: { bytes: number; sha256: string }): Promise<void> {
  const found = await fingerprintOf(file).catch((error: Error) => {
    throw new BackupError(`${file} cannot be read (${error.message}): the backup is incomplete`);
  });
  if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes) {
    throw new BackupError(`${file} differs from the backup's manifest: the backup is damaged`);
  }
}

/** Everything that can be checked before anything is written: the manifest, the dump, the key, the bucket. */
async function checkBackup(config: Config, folder: string): Promise<Manifest> {
  const manifest = readManifest(folder);
  checkMigrationsKnown(manifest.database, manifest.roadbookVersion);
  await checkFingerprint(path.join(folder, manifest.database.file), manifest.database);
  if (manifest.secretKey)
    await checkFingerprint(path.join(folder, manifest.secretKey.file), manifest.secretKey);
  if (manifest.files.storage === 's3') {
    if (!config.s3) {
      throw new BackupError(
        `This backup's files are in the bucket ${manifest.files.bucket}: set S3_BUCKET (and the other S3_* variables) as the server had them`,
      );
    }
    await checkBucketHolds(config.s3, manifest.files.objects);
  }
  return manifest;
}

/** The data folder, made if missing; refused unless empty. */
function claimEmptyFolder(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.readdirSync(dataDir).length > 0) {
    throw new BackupError(`${dataDir} is not empty: restore into a new, empty data folder (DATA_DIR)`);
  }
}

/** Puts the backup's files where the server `config` describes keeps them. */
async function restoreFiles(config: Config, folder: string, manifest: Manifest): Promise<void> {
  if (manifest.files.storage !== 'local') return;
  const uploads = path.join(config.dataDir, 'uploads');
  if (config.s3) {
    await copyFilesToBucket(config.s3, path.join(uploads, '.incoming'), folder, manifest.files.entries);
  } else {
    await copyFilesBack(folder, manifest.files.entries, uploads);
  }
}

/** Makes the tables and loads the rows, on a database that has none. */
async function restoreDatabase(url: string, folder: string, manifest: Manifest): Promise<void> {
  const client = await connect(url, 'restore');
  try {
    const leftOut = await createSchema(client, manifest.database);
    await loadDump(client, manifest.database, path.join(folder, manifest.database.file), leftOut);
  } finally {
    await client.end();
  }
}

/**
 * Restores the backup in `folder` for the server `config` describes: into a new, empty data folder, whose
 * embedded PostgreSQL is created as a server's first start creates it, or into an empty database at
 * DATABASE_URL; the files into the empty data folder, or the bucket. Nothing is written before the backup is
 * checked, and a restore that fails leaves the data folder empty again.
 */
export async function restore(
  config: Config,
  folder: string,
  log: (line: string) => void,
): Promise<Manifest> {
  const manifest = await checkBackup(config, folder);
  const filesInDataDir = manifest.files.storage === 'local' && !config.s3;
  if (config.databaseUrl) {
    const client = await connect(config.databaseUrl, 'restore');
    try {
      if (await hasTables(client)) {
        throw new BackupError('The database at DATABASE_URL has tables: restore into an empty database');
      }
    } finally {
      await client.end();
    }
  }
  const ownsDataDir = !config.databaseUrl || filesInDataDir;
  let lock: DataDirLock | undefined;
  let cluster: EmbeddedCluster | undefined;
  if (ownsDataDir) {
    claimEmptyFolder(config.dataDir);
    lock = await lockDataDir(config.dataDir, 'restore');
  }
  try {
    await restoreFiles(config, folder, manifest);
    if (manifest.secretKey && !config.databaseUrl) {
      fs.copyFileSync(path.join(folder, manifest.secretKey.file), path.join(config.dataDir, SECRET_KEY_FILE));
      fs.chmodSync(path.join(config.dataDir, SECRET_KEY_FILE), 0o600);
    }
    if (config.databaseUrl) {
      await restoreDatabase(config.databaseUrl, folder, manifest).catch((error: Error) => {
        throw new BackupError(
          `${error.message}. The database at DATABASE_URL may now hold Roadbook's tables without their rows: empty it before trying again.`,
        );
      });
    } else {
      cluster = await startEmbeddedCluster({ dataDir: config.dataDir, log });
      await restoreDatabase(cluster.url, folder, manifest);
      await cluster.stop();
      cluster = undefined;
    }
  } catch (error) {
    await cluster?.stop().catch(() => {});
    await lock?.release();
    if (ownsDataDir) {
      for (const entry of fs.readdirSync(config.dataDir)) {
        fs.rmSync(path.join(config.dataDir, entry), { recursive: true, force: true });
      }
    }
    throw error;
  }
  await lock?.release();
  if (manifest.secretKey && config.databaseUrl && !config.secretKey) {
    log(
      `Values sealed on the backed-up server (linked Immich servers) need its key: set SECRET_KEY to the line in ${path.join(folder, manifest.secretKey.file)}.`,
    );
  }
  return manifest;
}
