import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process that takes the lock and holds it until killed. */
function holdInAnotherProcess(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve('src/server/db/lock.ts')}').then(({ lockDataDir }) => lockDataDir(${JSON.stringify(dir)}).then(() => { console.log('held'); setInterval(() => {}, 1000); }))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const held = new Promise<void>((resolve) => child.stdout?.on('data', () => resolve()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, held, exited };
}

/** A process that only listens on the lock's socket, as a holder does, to be killed while it listens. */
async function leaveStaleSocket(dir: string): Promise<void> {
  const file = path.join(dir, 'roadbook.lock');
  const child = spawn(
    process.execPath,
    ['-e', `require('node:net').createServer().listen(${JSON.stringify(file)}, () => console.log('held'))`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

type Outcome = 'won' | 'locked' | `failed: ${string}`;

/**
 * A process that, each time it is told a folder and a moment, tries to take that folder's lock at that moment
 * and says how it went; a winner holds the lock until told to let it go.
 */
function contender() {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve('src/server/db/lock.ts')}').then(({ lockDataDir, DataDirLockedError }) => {
        let held;
        process.on('message', (message) => {
          if (message === 'release') return held.release().then(() => process.send('released'));
          setTimeout(() => lockDataDir(message.dir).then(
            (lock) => { held = lock; process.send('won'); },
            (error) => process.send(error instanceof DataDirLockedError ? 'locked' : 'failed: ' + error.message),
          ), message.at - Date.now());
        });
        process.send('ready');
      })`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const next = () => new Promise<unknown>((resolve) => child.once('message', resolve));
  return {
    child,
    ready: next(),
    async tryLock(dir: string, at: number): Promise<Outcome> {
      const answer = next();
      child.send({ dir, at });
      return (await answer) as Outcome;
    },
    async release(): Promise<void> {
      const answer = next();
      child.send('release');
      await answer;
    },
  };
}

describe('lockDataDir', () => {
  it('refuses a folder another process holds, naming it, and takes it once that process is killed', async () => {
    const dir = tempDir();
    const other = holdInAnotherProcess(dir);
    await other.held;
    const refusal = lockDataDir(dir, 'tool');
    await expect(refusal).rejects.toThrow(DataDirLockedError);
    await expect(refusal).rejects.toThrow(`server, process ${other.child.pid}`);

    other.child.kill('SIGKILL');
    await other.exited;
    // The socket file is still there; nobody answers on it.
    expect(fs.existsSync(path.join(dir, 'roadbook.lock'))).toBe(true);
    const lock = await lockDataDir(dir);
    await lock.release();
  }, 30_000);

  it('is not fooled by a lock file naming a live, unrelated process', async () => {
    const dir = tempDir();
    // What the previous kind of lock left behind: the id of a process that is alive (here, our parent).
    fs.writeFileSync(path.join(dir, 'roadbook.lock'), String(process.ppid));
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await lock.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('lets exactly one of several processes starting at once take over a stale lock, every time', async () => {
    const contenders = Array.from({ length: 4 }, contender);
    try {
      await Promise.all(contenders.map((one) => one.ready));
      for (let round = 0; round < 20; round++) {
        const dir = tempDir();
        await leaveStaleSocket(dir);
        const at = Date.now() + 30;
        const outcomes = await Promise.all(contenders.map((one) => one.tryLock(dir, at)));
        expect([...outcomes].sort(), `round ${round}`).toEqual(['locked', 'locked', 'locked', 'won']);
        await contenders[outcomes.indexOf('won')]?.release();
      }
    } finally {
      for (const one of contenders) one.child.kill('SIGKILL');
    }
  }, 30_000);

  it('creates the folder when missing', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = await lockDataDir(dir);
    expect(fs.existsSync(dir)).toBe(true);
    await lock.release();
  });
});
