import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries, type PostgresBinaries } from './binaries';
import { type Credentials, loadOrCreateCredentials } from './credentials';
import { freePort } from './free-port';
import { isPostmasterAlive, readPostmasterPid } from './postmaster-pid';
import { reachableBinaries } from './reachable-binaries';
import { letAccountReach, type ServerAccount, serverAccount } from './system-account';
import { waitUntil } from './wait-until';

const DATABASE_NAME = 'roadbook';

export interface ClusterOptions {
  /** Folder holding `postgres/` (the cluster), its credentials and its log. */
  dataDir: string;
  log: (line: string) => void;
  /** Tests trade crash safety for speed: no fsync. */
  durable?: boolean;
  maxConnections?: number;
  /** Called when PostgreSQL died and could not be brought back. */
  onGiveUp?: (error: Error) => void;
  /** The installed programs: the platform package's by default. */
  binaries?: PostgresBinaries;
  /** Where the programs are copied when PostgreSQL's account cannot reach them (see reachable-binaries.ts). */
  programCopiesDir?: string;
}

export interface EmbeddedCluster {
  /** Connection string of the `roadbook` database. */
  url: string;
  urlFor(database: string): string;
  /** It was left running by an earlier, killed process rather than started by this one. */
  adopted: boolean;
  /** Fast shutdown: open transactions roll back, everything committed is kept. */
  stop(): Promise<void>;
}

interface Paths {
  cluster: string;
  initialising: string;
  credentials: string;
  log: string;
}

function pathsOf(dataDir: string): Paths {
  const root = path.resolve(dataDir);
  return {
    cluster: path.join(root, 'postgres'),
    initialising: path.join(root, 'postgres.initialising'),
    credentials: path.join(root, 'postgres-credentials.json'),
    log: path.join(root, 'postgres.log'),
  };
}

function urlOf(credentials: Credentials, port: number, database: string): string {
  return `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
}

const localeEnv = { LC_ALL: 'C', LC_MESSAGES: 'C' };

function run(command: string, args: string[], account: ServerAccount | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...localeEnv },
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${code}): ${errors.trim()}`)),
    );
  });
}

/** Creates the cluster in a side folder and renames it into place, so an interrupted initdb leaves no half cluster. */
async function initialise(
  paths: Paths,
  binaries: PostgresBinaries,
  credentials: Credentials,
  account: ServerAccount | null,
  durable: boolean,
): Promise<void> {
  fs.rmSync(paths.initialising, { recursive: true, force: true });
  fs.mkdirSync(paths.initialising, { mode: 0o700 });
  const passwordFile = `${paths.initialising}.password`;
  fs.writeFileSync(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
  if (account) {
    fs.chownSync(paths.initialising, account.uid, account.gid);
    fs.chownSync(passwordFile, account.uid, account.gid);
  }
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${paths.initialising}`,
        `--username=${credentials.user}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
        ...(durable ? [] : ['--no-sync']),
      ],
      account,
    );
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
  fs.renameSync(paths.initialising, paths.cluster);
}

function lastLines(file: string, count = 8): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

interface Running {
  pid: number;
  port: number;
}

async function launch(
  paths: Paths,
  binaries: PostgresBinaries,
  account: ServerAccount | null,
  port: number,
  options: Required<Pick<ClusterOptions, 'durable' | 'maxConnections'>>,
): Promise<Running> {
  const logSize = fs.existsSync(paths.log) ? fs.statSync(paths.log).size : 0;
  const logFd = fs.openSync(paths.log, logSize > 10 * 1024 * 1024 ? 'w' : 'a', 0o600);
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: '',
    max_connections: String(options.maxConnections),
    shared_buffers: '64MB',
    huge_pages: 'off',
    // Reads are issued by each connection itself: no three I/O worker processes beside a small database.
    io_method: 'sync',
    log_min_messages: 'warning',
    log_checkpoints: 'off',
    ...(options.durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
  };
  const args = [
    '-D',
    paths.cluster,
    ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
  ];
  // Detached, with its output in a file: PostgreSQL outlives a killed Node process, and the next start finds it.
  const child = spawn(binaries.postgres, args, {
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, ...localeEnv },
    ...(account ? { uid: account.uid, gid: account.gid } : {}),
  });
  fs.closeSync(logFd);
  child.unref();
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', () => (exited = true));
  const ready = await waitUntil(() => {
    if (exited) throw new Error(`PostgreSQL stopped while starting:\n${lastLines(paths.log)}`);
    const info = readPostmasterPid(paths.cluster);
    return info && info.pid === child.pid && info.status === 'ready' ? true : undefined;
  }, 60_000);
  if (ready) return { pid: child.pid as number, port };
  child.kill('SIGQUIT');
  throw new Error(`PostgreSQL did not start within 60 s:\n${lastLines(paths.log)}`);
}

async function createDatabaseIfMissing(maintenanceUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const waitForExit = async (pid: number, timeoutMs: number) =>
  (await waitUntil(() => (isRunning(pid) ? undefined : true), timeoutMs)) ?? false;

/** SIGINT is PostgreSQL's fast shutdown; SIGQUIT, its immediate one, only if that does not finish. */
async function shutDown(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 10_000);
}

/**
 * Starts the embedded PostgreSQL of `dataDir` (creating it on first use), or adopts the one a killed Roadbook
 * left running. The caller must hold the data folder's lock. PostgreSQL is watched: if it dies, it is started
 * again; after five deaths in a minute the cluster gives up and calls `onGiveUp`.
 */
export async function startEmbeddedCluster(options: ClusterOptions): Promise<EmbeddedCluster> {
  const durable = options.durable ?? true;
  const maxConnections = options.maxConnections ?? 50;
  const paths = pathsOf(options.dataDir);
  fs.mkdirSync(path.dirname(paths.cluster), { recursive: true });
  const account = serverAccount(options.log);
  if (account) letAccountReach(path.dirname(paths.cluster), account, options.log);
  // After the data folder's path is opened: a checkout holding both then needs no copy.
  const binaries = reachableBinaries(
    options.binaries ?? (await findPostgresBinaries()),
    account,
    options.log,
    options.programCopiesDir,
  );
  const credentials = loadOrCreateCredentials(paths.credentials);

  if (!fs.existsSync(path.join(paths.cluster, 'PG_VERSION'))) {
    options.log(`creating the embedded PostgreSQL database in ${paths.cluster}`);
    await initialise(paths, binaries, credentials, account, durable);
  }

  let current: Running;
  const left = readPostmasterPid(paths.cluster);
  const adopted = left?.status === 'ready' && isPostmasterAlive(left.pid, paths.cluster);
  if (left && adopted) {
    options.log(`reusing the embedded PostgreSQL left running by an earlier start (process ${left.pid})`);
    current = { pid: left.pid, port: left.port };
  } else {
    if (left && isPostmasterAlive(left.pid, paths.cluster)) await shutDown(left.pid);
    current = await launch(paths, binaries, account, await freePort(), { durable, maxConnections });
  }
  await createDatabaseIfMissing(urlOf(credentials, current.port, 'postgres'));

  let stopping = false;
  let restarting = false;
  const deaths: number[] = [];
  const watch = setInterval(async () => {
    if (stopping || restarting || isPostmasterAlive(current.pid, paths.cluster)) return;
    restarting = true;
    const now = Date.now();
    deaths.push(now);
    while ((deaths[0] ?? now) < now - 60_000) deaths.shift();
    if (deaths.length > 5) {
      clearInterval(watch);
      options.onGiveUp?.(
        new Error(`PostgreSQL stopped five times within a minute:\n${lastLines(paths.log)}`),
      );
      return;
    }
    options.log(
      `the embedded PostgreSQL stopped unexpectedly; starting it again\n${lastLines(paths.log, 4)}`,
    );
    try {
      // On the port it had: the pool keeps its address.
      current = await launch(paths, binaries, account, current.port, { durable, maxConnections });
      options.log('the embedded PostgreSQL is running again');
    } catch (error) {
      // Its old processes may still be ending: the next tick tries again, and counts it.
      options.log(`PostgreSQL could not be started again yet: ${(error as Error).message}`);
    } finally {
      restarting = false;
    }
  }, 1000);
  watch.unref();

  return {
    get url() {
      return urlOf(credentials, current.port, DATABASE_NAME);
    },
    urlFor: (database) => urlOf(credentials, current.port, database),
    adopted,
    async stop() {
      stopping = true;
      clearInterval(watch);
      await shutDown(current.pid);
    },
  };
}

/** The URL of the embedded PostgreSQL a running Roadbook server started, for tools run beside it. */
export function runningClusterUrl(dataDir: string): string | null {
  const paths = pathsOf(dataDir);
  const info = readPostmasterPid(paths.cluster);
  if (info?.status !== 'ready' || !isPostmasterAlive(info.pid, paths.cluster)) return null;
  return urlOf(loadOrCreateCredentials(paths.credentials), info.port, DATABASE_NAME);
}
