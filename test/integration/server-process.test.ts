import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentEngine } from '../support/database';
import { TestClient } from '../support/http-client';
import { freePort } from '../support/server';
import { newAccount } from '../support/users';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-process-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the real entry point as `npm start` does (without the web build) and waits for its ready line. */
function startServer(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Roadbook is ready at')) resolve(output);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  // Callers that expect an early exit never await `ready`.
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

describe.skipIf(currentEngine() === 'postgres')('the server process on the embedded database', () => {
  it('keeps accounts across a graceful restart and refuses a second instance on the same data', async () => {
    const port = await freePort();
    const first = startServer(port);
    expect(await first.ready).toContain(`Roadbook is ready at http://localhost:${port}`);
    const client = new TestClient(`http://127.0.0.1:${port}`);
    const account = newAccount({ username: 'keeper_admin' });
    const registered = await client.post('/api/register', account);
    expect(registered.status).toBe(201);
    expect(registered.body.isAdmin).toBe(false);

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Roadbook server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'roadbook.lock'))).toBe(false);

    // ADMIN_USERNAMES grants the role at start-up, to accounts that exist then.
    const restarted = startServer(port, { ADMIN_USERNAMES: 'keeper_admin' });
    await restarted.ready;
    const again = new TestClient(`http://127.0.0.1:${port}`);
    const login = await again.post('/api/login', { username: account.email, password: account.password });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(true);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });

  it('seeds a demo account with a trip, stops and located photos', async () => {
    const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-seed-'));
    try {
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
          env: { ...process.env, DATA_DIR: seedDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let text = '';
        child.stdout?.on('data', (chunk) => (text += chunk));
        child.stderr?.on('data', (chunk) => (text += chunk));
        child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(text))));
      });
      expect(output).toContain('Demo ready: sign in as "demo"');
      const port = await freePort();
      const seeded = startServer(port, { DATA_DIR: seedDir });
      await seeded.ready;
      const client = new TestClient(`http://127.0.0.1:${port}`);
      expect((await client.post('/api/login', { username: 'demo', password: 'roadbook-demo' })).status).toBe(
        200,
      );
      const [trip] = (await client.get('/api/trips')).body;
      const stops = (await client.get(`/api/trips/${trip.id}/stops`)).body;
      const photos = (await client.get(`/api/trips/${trip.id}/photos`)).body;
      expect(stops.map((s: { name: string }) => s.name)).toEqual([
        'Denver',
        'Moab',
        'Zion National Park',
        'Las Vegas',
      ]);
      expect(photos).toHaveLength(4);
      expect(photos.every((p: { stopId: number | null }) => p.stopId !== null)).toBe(true);
      seeded.child.kill('SIGTERM');
      await seeded.exited;
    } finally {
      fs.rmSync(seedDir, { recursive: true, force: true });
    }
  });

  it('stops with a clear message on bad configuration', async () => {
    const bad = startServer(await freePort(), { PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT');
  });
});
