import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Lets the guard go. */
export type ReleaseGuard = () => Promise<void>;

const WAIT_MS = 15_000;
// Only where the kernel cannot hold the guard: a directory older than this is taken for one left by a crash.
const STALE_DIRECTORY_MS = 10_000;

/**
 * Mutual exclusion among the processes taking one data folder's lock, held while one of them checks the lock's
 * socket, removes it if nobody answers and listens on it, so that no other can remove a socket it has just made.
 *
 * On Linux the guard is a socket in the abstract namespace, named by the folder's device and inode: binding it
 * is atomic and the kernel lets it go when its holder ends however it ends, so it is never stale and a live but
 * slow holder is never mistaken for a dead one. Elsewhere it is a directory made atomically, thought stale after
 * ten seconds.
 *
 * Null when another process has held the guard for the whole wait.
 */
export async function takeLockGuard(dataDir: string, socketFile: string): Promise<ReleaseGuard | null> {
  const attempt =
    process.platform === 'linux'
      ? () => bindAbstractSocket(dataDir)
      : () => makeDirectory(`${socketFile}.takeover`);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const release = await attempt();
    if (release) return release;
    if (Date.now() > deadline) return null;
    await sleep(5 + Math.random() * 20);
  }
}

function bindAbstractSocket(dataDir: string): Promise<ReleaseGuard | null> {
  const { dev, ino } = fs.statSync(dataDir, { bigint: true });
  const server = net.createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(null) : reject(error),
    );
    server.listen(`\0roadbook-data-dir-${dev}-${ino}`, () => {
      server.unref();
      resolve(() => new Promise<void>((done) => server.close(() => done())));
    });
  });
}

async function makeDirectory(guard: string): Promise<ReleaseGuard | null> {
  try {
    fs.mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const stat = fs.statSync(guard, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > STALE_DIRECTORY_MS)
      fs.rmSync(guard, { recursive: true, force: true });
    return null;
  }
  return async () => fs.rmSync(guard, { recursive: true, force: true });
}
