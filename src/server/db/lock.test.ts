import { spawn } from 'node:child_process';
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

  it('creates the folder when missing', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = await lockDataDir(dir);
    expect(fs.existsSync(dir)).toBe(true);
    await lock.release();
  });
});
