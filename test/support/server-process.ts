import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { isPostmasterAlive, readPostmasterPid } from '../../src/server/db/embedded/postmaster-pid';
import { createTestDatabase } from './database';
import { TestClient } from './http-client';

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the output so far once the ready line is printed; rejects if the process ends first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
}

/** Runs a script as npm does (`node --import tsx …`), collecting what it prints. */
export function runScript(
  script: string,
  env: Record<string, string>,
  readyLine?: string | RegExp,
  args: string[] = [],
  nodeArgs: string[] = [],
): ServerProcess {
  // TypeScript runs through tsx; the built server (JavaScript) runs as `npm start` runs it.
  // The built server runs with the V8 and allocator settings of `npm start` (package.json).
  const built = !script.endsWith('.ts');
  const loader = built
    ? ['--enable-source-maps', '--max-semi-space-size=4', '--heap-growing-percent=100', '--expose-gc']
    : ['--import', 'tsx'];
  const allocator = built ? { MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '131072' } : {};
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script, ...args], {
    env: { ...process.env, ...allocator, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const isReady = typeof readyLine === 'string' ? output.includes(readyLine) : readyLine?.test(output);
      if (isReady) resolve(output);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then((code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
  // Callers that expect an early exit never await `ready`.
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

/** The built server, as `npm start` runs it (the API tests' global set-up builds it). */
export const BUILT_SERVER = 'dist/server/main.js';

/** The line the server prints once it listens, up to the end of its port. */
const READY_LINE = /Roadbook is ready at http:\/\/localhost:(\d+) /;

/** A Roadbook server process; its `url` is known once it is ready. */
export interface RoadbookProcess extends ServerProcess {
  url(): string;
}

/**
 * The built server on a port the system picks as it listens (a port found free beforehand may be taken by then),
 * read from the line it prints once it is ready.
 */
function startServerProcess(dataDir: string, env: Record<string, string> = {}): RoadbookProcess {
  const server = runScript(BUILT_SERVER, { DATA_DIR: dataDir, PORT: '0', ...env }, READY_LINE);
  let url: string | undefined;
  const ready = server.ready.then((output) => {
    url = `http://127.0.0.1:${output.match(READY_LINE)?.[1]}`;
    return output;
  });
  ready.catch(() => {});
  return {
    ...server,
    ready,
    url() {
      if (!url) throw new Error('the server is not ready yet');
      return url;
    },
  };
}

/** A script run to its end: resolves with its output, rejects with it on a non-zero exit. */
export async function runToEnd(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<string> {
  const run = runScript(script, { LOG_LEVEL: 'info', ...env }, undefined, args);
  const code = await run.exited;
  if (code !== 0) throw new Error(`${script} exited with ${code}: ${run.output()}`);
  return run.output();
}

/** The embedded PostgreSQL of a data folder, if one is running. */
export function embeddedPostgresPid(dataDir: string): number | null {
  const cluster = path.join(dataDir, 'postgres');
  const info = readPostmasterPid(cluster);
  return info && isPostmasterAlive(info.pid, cluster) ? info.pid : null;
}

/** The processes a process started (none is an empty list). */
export function childPids(pid: number): number[] {
  let listing = '';
  try {
    listing = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when there are none.
  }
  return listing
    .split('\n')
    .map((line) => Number.parseInt(line, 10))
    .filter(Number.isInteger);
}

/** PostgreSQL and all its processes die at once, as a crash or the out-of-memory killer would leave it. */
export function killEmbeddedPostgres(dataDir: string): number {
  const pid = embeddedPostgresPid(dataDir);
  if (!pid) throw new Error(`no PostgreSQL runs for ${dataDir}`);
  // Its children are group leaders of their own: each is killed by name.
  for (const target of [pid, ...childPids(pid)]) process.kill(target, 'SIGKILL');
  return pid;
}

/**
 * Data folders and server processes of one test file; `cleanUp` kills what still runs (and the PostgreSQL that
 * killed servers leave behind) and removes the folders.
 */
export function processFixture(defaults: Record<string, string> = {}) {
  const dataDirs: string[] = [];
  const running: ServerProcess[] = [];
  return {
    newDataDir(): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-process-'));
      dataDirs.push(dir);
      return dir;
    },
    start(dataDir: string, env: Record<string, string> = {}): RoadbookProcess {
      const server = startServerProcess(dataDir, { ...defaults, ...env });
      running.push(server);
      return server;
    },
    cleanUp(): void {
      for (const server of running) server.child.kill('SIGKILL');
      for (const dir of dataDirs) removeDataDir(dir);
    },
  };
}

/** A server of a crash test, on a data folder of its own and the file's database. */
export interface CrashServer {
  dataDir: string;
  process: RoadbookProcess;
  client: TestClient;
  /** Kills it outright, as a crash or the out-of-memory killer would, and waits for it to end. */
  kill(): Promise<void>;
  /**
   * Another server on the same data folder, database and settings, ready; its client holds this one's cookies.
   */
  restart(): Promise<CrashServer>;
  /** Stops it as a deployment does (SIGTERM): resolves with its exit code. */
  stop(): Promise<number | null>;
}

/**
 * A test file's database, made before its tests, and the servers it kills and starts again on it
 * (`serve`); all of them are cleaned up after the tests.
 */
export function crashFixture() {
  const processes = processFixture();
  const fixture = {} as { database: DatabaseHandle & { url: string } };
  beforeAll(async () => {
    fixture.database = await createTestDatabase();
  });
  afterAll(async () => {
    processes.cleanUp();
    await fixture.database?.close();
  });
  async function startOn(dataDir: string, env: Record<string, string>, cookies?: TestClient) {
    const server = processes.start(dataDir, { DATABASE_URL: fixture.database.url, ...env });
    await server.ready;
    const served: CrashServer = {
      dataDir,
      process: server,
      client: cookies ? cookies.withCookiesOn(server.url()) : new TestClient(server.url()),
      async kill() {
        server.child.kill('SIGKILL');
        await server.exited;
      },
      restart: () => startOn(dataDir, env, served.client),
      async stop() {
        server.child.kill('SIGTERM');
        return server.exited;
      },
    };
    return served;
  }
  return Object.assign(fixture, {
    /** A server on a new data folder, ready, with `env` added to its settings. */
    serve: (env: Record<string, string> = {}): Promise<CrashServer> => startOn(processes.newDataDir(), env),
  });
}

/** Tests kill servers with SIGKILL, which leaves their PostgreSQL running: stop it, then remove the folder. */
function removeDataDir(dataDir: string): void {
  const pid = embeddedPostgresPid(dataDir);
  if (pid) process.kill(pid, 'SIGQUIT');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
