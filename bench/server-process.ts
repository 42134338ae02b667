import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { runningClusterUrl } from '../src/server/db/embedded/cluster';
import { freePort } from '../src/server/db/embedded/free-port';
import { waitUntil } from '../src/server/db/embedded/wait-until';
import { TestClient } from '../test/support/http-client';
import { backgroundJobsSettled, uploadPhoto } from '../test/support/photos';
import {
  BUILT_SERVER,
  childPids,
  embeddedPostgresPid,
  runScript,
  type ServerProcess,
} from '../test/support/server-process';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { gpsPhotos } from './gps-photos';
import { runMixedLoad, signUpLoadUsers } from './mixed-load';

/** Serves one body (the file BODY_FILE, or a small JSON), as it is, to every request: what the hardware allows. */
const BARE_SERVER = `
const body = process.env.BODY_FILE ? require('node:fs').readFileSync(process.env.BODY_FILE) : '{"ok":true}';
require('node:http').createServer((q, s) => {
  s.setHeader('content-type', 'application/json; charset=utf-8');
  if (process.env.BODY_ENCODING) s.setHeader('content-encoding', process.env.BODY_ENCODING);
  s.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');`;

/** Starts the real entry point (as `npm start` does after its web build) and times it to its first answer. */
export async function startRoadbook(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<{ server: ServerProcess; ms: number }> {
  const started = performance.now();
  // BENCH_CPU_PROFILE=<folder>: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROFILE;
  const server = runScript(
    BUILT_SERVER,
    { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    undefined,
    [],
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  );
  await firstAnswer(`http://127.0.0.1:${port}/api/config`, server);
  return { server, ms: performance.now() - started };
}

/** A bare node:http process, the baseline beside Roadbook's figures; it sends `bodyFile`'s bytes when given. */
export async function startBare(
  port: number,
  bodyFile?: string,
  bodyEncoding?: string,
): Promise<{ server: Pick<ServerProcess, 'child'>; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      ...(bodyFile ? { BODY_FILE: bodyFile } : {}),
      ...(bodyEncoding ? { BODY_ENCODING: bodyEncoding } : {}),
    },
    stdio: 'ignore',
  });
  await firstAnswer(`http://127.0.0.1:${port}/`, { child });
  return { server: { child }, ms: performance.now() - started };
}

async function firstAnswer(url: string, server: Pick<ServerProcess, 'child'>): Promise<void> {
  const answered = await waitUntil(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}`);
      const ok = await fetch(url)
        .then((response) => response.ok)
        .catch(() => false);
      return ok ? true : undefined;
    },
    120_000,
    20,
  );
  if (!answered) throw new Error(`${url} did not answer within 2 minutes`);
}

export async function stop(server: Pick<ServerProcess, 'child'>): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** A process and every process it started. */
function processTree(rootPids: number[]): Set<number> {
  const pids = new Set<number>();
  const visit = (pid: number) => {
    if (pids.has(pid)) return;
    pids.add(pid);
    for (const child of childPids(pid)) visit(child);
  };
  for (const pid of rootPids) visit(pid);
  return pids;
}

/** Proportional set size of processes: shared pages counted once across them. */
function pssMegabytes(pids: Iterable<number>): { processes: number; pssMb: number } {
  let kilobytes = 0;
  let processes = 0;
  for (const pid of pids) {
    // A process that ended since it was listed holds no memory.
    const rollup = fs.existsSync(`/proc/${pid}`) ? fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8') : '';
    kilobytes += Number(rollup.match(/^Pss:\s+(\d+)/m)?.[1] ?? 0);
    processes += 1;
  }
  return { processes, pssMb: Math.round(kilobytes / 1024) };
}

export interface ServerMemory {
  processes: number;
  pssMb: number;
  /** The server's and its PostgreSQL's shares, in words. */
  split: string;
}

/** The server process's resident memory now and at its highest since it started (`/proc/<pid>/status`). */
export function residentMb(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { now: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** PSS of a Roadbook server and, when embedded, of every process of its PostgreSQL, each process counted once. */
export function serverMemory(server: Pick<ServerProcess, 'child'>, dataDir: string): ServerMemory {
  // An embedded PostgreSQL runs detached from the server: counted from its own process.
  const postgres = embeddedPostgresPid(dataDir);
  // The embedded PostgreSQL is also a child of the server's process: each process is counted once.
  const databasePids = processTree(postgres ? [postgres] : []);
  const serverPids = [...processTree([server.child.pid as number])].filter((pid) => !databasePids.has(pid));
  const node = pssMegabytes(serverPids);
  const database = pssMegabytes(databasePids);
  return {
    processes: node.processes + database.processes,
    pssMb: node.pssMb + database.pssMb,
    split: `server ${node.pssMb} MB, PostgreSQL ${database.pssMb} MB in ${database.processes} processes`,
  };
}

/** Start to first answer: the first start (cluster created) and a later one, beside a bare node:http server. */
export async function benchStart(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-start-'));
  try {
    const port = await freePort();
    const first = await startRoadbook(dataDir, port);
    await stop(first.server);
    const later: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < 3; run++) {
      const roadbook = await startRoadbook(dataDir, port);
      await stop(roadbook.server);
      later.push(roadbook.ms);
      const plain = await startBare(await freePort());
      await stop(plain.server);
      bare.push(plain.ms);
    }
    const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[1] ?? 0);
    console.info(
      `start to first answer: first start ${Math.round(first.ms)} ms, later start ${median(later)} ms (median of 3) — ` +
        `bare node:http process: ${median(bare)} ms`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const TAGGED_PHOTOS = Number(process.env.BENCH_TAGGED_PHOTOS ?? 50);

/** A Pro traveller's photos uploaded one after the other, and the server's work on them (tags too) done. */
async function uploadTaggedPhotos(
  base: string,
  dataDir: string,
  count: number,
): Promise<{ seconds: number }> {
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-memory-photos-'));
  const database = openDatabase(runningClusterUrl(dataDir) ?? '', { size: 1, statementTimeoutMs: 60_000 });
  try {
    const files = await gpsPhotos(photoDir, count);
    const started = performance.now();
    const client = new TestClient(base);
    const { user } = await signUp(client);
    await database.pool.query(
      `update users set subscription_tier = 'pro', subscription_expires_at = now() + interval '30 days' where id = $1`,
      [user.id],
    );
    const trip = await createTrip(client, { title: 'Tagged photos' });
    for (const file of files) await uploadPhoto(client, trip.id, fs.readFileSync(file), path.basename(file));
    await backgroundJobsSettled(database.db, 600);
    return { seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
    fs.rmSync(photoDir, { recursive: true, force: true });
  }
}

/** Memory of the server and its PostgreSQL, idle and after a minute of 100 users, beside a bare node:http server. */
export async function benchMemory(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-memory-'));
  const port = await freePort();
  const { server } = await startRoadbook(dataDir, port);
  try {
    const measure = () => serverMemory(server, dataDir);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const justStarted = measure();
    // Idle on a server that has done a day's work: a Pro traveller's photos uploaded and tagged.
    const tagged = await uploadTaggedPhotos(`http://127.0.0.1:${port}`, dataDir, TAGGED_PHOTOS);
    // What the work and the place index left is garbage V8 returns to the system once the process has been idle
    // a while (its memory reducer): idle is measured then.
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    const idle = measure();
    // The Pro traveller took one of the address's 20 sign-ups an hour.
    const users = await signUpLoadUsers(`http://127.0.0.1:${port}`, 19);
    const end = Date.now() + LOAD_SECONDS * 1000;
    const { requests, failures } = await runMixedLoad(users, () => Date.now() < end);
    const loaded = measure();
    const bare = await startBare(await freePort());
    const bareMemory = pssMegabytes(processTree([bare.server.child.pid as number]));
    await stop(bare.server);
    console.info(
      `memory (PSS of the server and, when embedded, every process of its PostgreSQL): idle ${idle.pssMb} MB in ` +
        `${idle.processes} processes (${idle.split}; 5 s after start ${justStarted.pssMb} MB), 30 s after ` +
        `${TAGGED_PHOTOS} photos of a Pro traveller were uploaded and tagged (in ${tagged.seconds.toFixed(0)} s); after ` +
        `${LOAD_SECONDS} s of 100 users (${requests} requests, ${failures} failed) ${loaded.pssMb} MB in ` +
        `${loaded.processes} processes (${loaded.split}) — bare node:http process: ${bareMemory.pssMb} MB`,
    );
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
