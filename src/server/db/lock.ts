import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { takeLockGuard } from './lock-guard';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: string,
  ) {
    super(
      `Another Roadbook process (${holder}) is using ${dataDir}. Stop it first, or start this one with another DATA_DIR or with DATABASE_URL.`,
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

// Unix socket paths are limited to about 100 bytes: a relative path is used when it is the shorter.
function socketPath(dataDir: string): string {
  const absolute = path.join(path.resolve(dataDir), 'roadbook.lock');
  const relative = path.relative(process.cwd(), absolute);
  return relative.length < absolute.length ? relative : absolute;
}

function listen(server: net.Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Who answers on the lock's socket, or null when nobody listens there any more. */
function askHolder(file: string): Promise<string | null> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(file);
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk));
    socket.once('end', () => resolve(answer.trim() || 'a process that did not say which'));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? null : 'a process that did not answer',
      ),
    );
  });
}

/**
 * One Roadbook process per data folder. The lock is a Unix socket the holder listens on: the kernel closes it
 * when the process ends however it ends, so a lock left by a killed process is recognised by nobody answering —
 * never by a process id that another program may have reused. Taking it is done under a guard (lock-guard.ts)
 * held until this process listens, so that of several processes finding the same stale socket exactly one
 * replaces it and the others find it answering.
 */
export async function lockDataDir(dataDir: string, role = 'server'): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = socketPath(dataDir);
  const releaseGuard = await takeLockGuard(dataDir, file);
  if (!releaseGuard) throw new DataDirLockedError(dataDir, 'another process starting at the same moment');
  try {
    return await listenUnlessAnswered(dataDir, file, role);
  } finally {
    await releaseGuard();
  }
}

async function listenUnlessAnswered(dataDir: string, file: string, role: string): Promise<DataDirLock> {
  const server = net.createServer((socket) => socket.end(`${role}, process ${process.pid}`));
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await listen(server, file);
      server.unref();
      return {
        release: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const holder = await askHolder(file);
    if (holder) throw new DataDirLockedError(dataDir, holder);
    // Left by a process that ended: no other taker can remove or make the socket while this one holds the guard.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(dataDir, 'another process starting at the same moment');
}
