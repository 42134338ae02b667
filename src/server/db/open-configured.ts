import pg from 'pg';
import type { Config } from '../config';
import type { DatabaseHandle } from './client';
import { carryOverPreviousRelease } from './embedded/carry-over';
import { type EmbeddedCluster, runningClusterUrl, startEmbeddedCluster } from './embedded/cluster';
import { waitUntil } from './embedded/wait-until';
import { DataDirLockedError, lockDataDir } from './lock';

export interface ConfiguredDatabase extends DatabaseHandle {
  /** Where the data lives, for the ready line. */
  description: string;
  /** This process holds the data folder: no other process reads or writes its database or files. */
  exclusive: boolean;
}

export interface OpenOptions {
  /** A server owns the data folder; a tool (seed, admin) works beside a running server when there is one. */
  role: 'server' | 'tool';
  log: (line: string) => void;
  /** The embedded PostgreSQL died and could not be brought back. */
  onDatabaseLost?: (error: Error) => void;
}

/**
 * The database the configuration names, migrated: the PostgreSQL server at DATABASE_URL, or the embedded
 * PostgreSQL of DATA_DIR — started (and stopped again by close) unless a running server already has it.
 */
export async function openConfiguredDatabase(
  config: Config,
  options: OpenOptions,
): Promise<ConfiguredDatabase> {
  const pool = { size: config.databasePoolSize, statementTimeoutMs: config.statementTimeoutSeconds * 1000 };
  // The query builder (a large module) is read while the embedded PostgreSQL starts.
  const client = import('./client');
  client.catch(() => {});
  if (config.databaseUrl) {
    const handle = (await client).openDatabase(config.databaseUrl, pool);
    await migrateOrClose(handle);
    return { ...handle, description: 'PostgreSQL', exclusive: false };
  }

  let lock: Awaited<ReturnType<typeof lockDataDir>>;
  try {
    lock = await lockDataDir(config.dataDir, options.role);
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || options.role !== 'tool') throw error;
    const url = runningClusterUrl(config.dataDir);
    if (!url) throw error;
    const handle = (await client).openDatabase(url, pool);
    return { ...handle, description: `the running server's database in ${config.dataDir}`, exclusive: false };
  }

  let cluster: EmbeddedCluster | undefined;
  try {
    cluster = await startEmbeddedCluster({
      dataDir: config.dataDir,
      log: options.log,
      onGiveUp: options.onDatabaseLost,
    });
    // A PostgreSQL this process started has no connections of another.
    if (cluster.adopted) await endConnectionsOfEarlierProcesses(cluster.url);
    await carryOverPreviousRelease(config.dataDir, cluster.url, options.log);
  } catch (error) {
    await cluster?.stop();
    await lock.release();
    throw error;
  }
  const handle = (await client).openDatabase(cluster.url, pool);
  const started = cluster;
  const close = async () => {
    try {
      await handle.close();
      await started.stop();
    } finally {
      await lock.release();
    }
  };
  await migrateOrClose({ ...handle, close });
  return { ...handle, close, description: `embedded PostgreSQL in ${config.dataDir}`, exclusive: true };
}

/**
 * An adopted PostgreSQL may still hold connections of the killed process that used it. They are ended, and
 * waited for, so that whatever they were committing is settled before anything looks at the data.
 */
async function endConnectionsOfEarlierProcesses(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const others = `FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;
    await client.query(`SELECT pg_terminate_backend(pid) ${others}`);
    await waitUntil(async () => {
      const left = await client.query(`SELECT count(*)::int AS n ${others}`);
      return left.rows[0].n === 0 ? true : undefined;
    }, 10_000);
  } finally {
    await client.end();
  }
}

async function migrateOrClose(handle: DatabaseHandle): Promise<void> {
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
}
