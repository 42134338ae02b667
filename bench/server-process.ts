import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/db/embedded/free-port';
import { waitUntil } from '../src/server/db/embedded/wait-until';
import { TestClient } from '../test/support/http-client';
import {
  BUILT_SERVER,
  childPids,
  embeddedPostgresPid,
  runScript,
  type ServerProcess,
} from '../test/support/server-process';

const BARE_SERVER = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"ok":true}'); }).listen(Number(process.env.PORT), '127.0.0.1')`;

/** Starts the real entry point (as `npm start` does after its web build) and times it to its first answer. */
export async function startRoadbook(
  dataDir: string,
  port: number,
): Promise<{ server: ServerProcess; ms: number }> {
  const started = performance.now();
  // BENCH_CPU_PROFILE=<folder>: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROFILE;
  const server = runScript(
    BUILT_SERVER,
    { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    undefined,
    [],
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  );
  await firstAnswer(`http://127.0.0.1:${port}/api/config`, server);
  return { server, ms: performance.now() - started };
}

async function startBare(port: number): Promise<{ server: Pick<ServerProcess, 'child'>; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  await firstAnswer(`http://127.0.0.1:${port}/`, { child });
  return { server: { child }, ms: performance.now() - started };
}

export async function firstAnswer(url: string, server: Pick<ServerProcess, 'child'>): Promise<void> {
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

/** Proportional set size of a process and everything it started, shared pages counted once. */
function pssMegabytes(rootPids: number[]): { processes: number; pssMb: number } {
  const pids = new Set<number>();
  const visit = (pid: number) => {
    if (pids.has(pid)) return;
    pids.add(pid);
    for (const child of childPids(pid)) visit(child);
  };
  for (const pid of rootPids) visit(pid);
  let kilobytes = 0;
  for (const pid of pids) {
    // A process that ended since it was listed holds no memory.
    const rollup = fs.existsSync(`/proc/${pid}`) ? fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8') : '';
    kilobytes += Number(rollup.match(/^Pss:\s+(\d+)/m)?.[1] ?? 0);
  }
  return { processes: pids.size, pssMb: Math.round(kilobytes / 1024) };
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

/** Memory of the server and its PostgreSQL, idle and after a minute of 100 users, beside a bare node:http server. */
export async function benchMemory(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-memory-'));
  const port = await freePort();
  const { server } = await startRoadbook(dataDir, port);
  try {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    // An embedded PostgreSQL runs detached from the server: counted from its own process.
    const roots = () => [server.child.pid as number, embeddedPostgresPid(dataDir) ?? 0].filter(Boolean);
    const idle = pssMegabytes(roots());
    // Sign-up and sign-in are limited per address: 100 users are 20 accounts, each used by five at once.
    const base = `http://127.0.0.1:${port}`;
    const users: { client: TestClient; tripId: number }[] = [];
    for (let account = 0; account < 20; account++) {
      const username = `bench_${account}_${Date.now()}`;
      const password = 'correct horse battery';
      const first = new TestClient(base);
      const registered = await first.post('/api/register', {
        username,
        email: `${username}@example.com`,
        firstName: 'Bench',
        lastName: 'User',
        password,
      });
      if (registered.status !== 201) throw new Error(`sign-up refused: ${registered.text}`);
      const trip = await first.post('/api/trips', {
        title: `Trip ${account}`,
        startLocation: 'Denver',
        endLocation: 'Las Vegas',
        startDate: '2026-05-01T00:00:00Z',
        endDate: '2026-05-06T00:00:00Z',
        status: 'completed',
      });
      if (trip.status !== 201) throw new Error(`trip refused: ${trip.text}`);
      for (let user = 0; user < 5; user++) users.push({ client: first, tripId: trip.body.id });
    }
    const end = Date.now() + LOAD_SECONDS * 1000;
    let requests = 0;
    let failures = 0;
    await Promise.all(
      users.map(async ({ client, tripId }) => {
        while (Date.now() < end) {
          const kind = requests % 5;
          const response =
            kind === 0
              ? await client.post(`/api/trips/${tripId}/stops`, {
                  name: `Stop ${requests}`,
                  latitude: 39 + Math.random(),
                  longitude: -105 + Math.random(),
                })
              : await client.get(
                  [`/api/trips/${tripId}/stops`, `/api/trips/${tripId}`, '/api/trips', '/api/user'][
                    kind - 1
                  ] ?? '',
                );
          requests++;
          if (response.status >= 400) failures++;
        }
      }),
    );
    const loaded = pssMegabytes(roots());
    const bare = await startBare(await freePort());
    const bareMemory = pssMegabytes([bare.server.child.pid as number]);
    await stop(bare.server);
    console.info(
      `memory (PSS of the server and, when embedded, every process of its PostgreSQL): idle ${idle.pssMb} MB in ${idle.processes} processes, ` +
        `after ${LOAD_SECONDS} s of 100 users (${requests} requests, ${failures} failed) ${loaded.pssMb} MB in ` +
        `${loaded.processes} processes — bare node:http process: ${bareMemory.pssMb} MB`,
    );
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
