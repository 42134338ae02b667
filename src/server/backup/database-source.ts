import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { runningClusterUrl, startEmbeddedCluster } from '../db/embedded/cluster';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { BackupError } from './backup-error';

export interface DatabaseSource {
  url: string;
  description: string;
  close(): Promise<void>;
}

/**
 * The database a backup reads: the server at DATABASE_URL; the embedded PostgreSQL a running server (or tool)
 * has started; or, with nothing running on the data folder, its embedded PostgreSQL started for the backup and
 * stopped after it, the folder held meanwhile so that no server starts on it halfway.
 */
export async function openDatabaseSource(
  config: Config,
  log: (line: string) => void,
): Promise<DatabaseSource> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, description: 'the PostgreSQL at DATABASE_URL', close: async () => {} };
  }
  const cluster = path.join(config.dataDir, 'postgres');
  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
    throw new BackupError(
      `${config.dataDir} holds no Roadbook database (${cluster} is missing): is DATA_DIR right?`,
    );
  }
  let lock: Awaited<ReturnType<typeof lockDataDir>>;
  try {
    lock = await lockDataDir(config.dataDir, 'backup');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const url = runningClusterUrl(config.dataDir);
    if (!url) {
      throw new BackupError(
        `A Roadbook process (${error.holder}) is starting on ${config.dataDir}: try again once it is ready.`,
      );
    }
    return { url, description: `the running server's database in ${config.dataDir}`, close: async () => {} };
  }
  try {
    const started = await startEmbeddedCluster({ dataDir: config.dataDir, log });
    return {
      url: started.url,
      description: `the database in ${config.dataDir} (its PostgreSQL started for the backup)`,
      close: async () => {
        try {
          await started.stop();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
