import fs from 'node:fs';
import path from 'node:path';

export interface PostmasterInfo {
  pid: number;
  dataDir: string;
  port: number;
  /** `ready`, `starting`, `stopping` or `standby`, as the postmaster last wrote it. */
  status: string;
}

/** What `postmaster.pid` says about a server running on this cluster, or null when the file is absent. */
export function readPostmasterPid(clusterDir: string): PostmasterInfo | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Line layout from PostgreSQL's miscadmin.h (LOCK_FILE_LINE_*).
  const lines = text.split('\n');
  return {
    pid: Number.parseInt(lines[0] ?? '', 10),
    dataDir: lines[1] ?? '',
    port: Number.parseInt(lines[3] ?? '', 10),
    status: (lines[7] ?? '').trim(),
  };
}

/** True when `pid` is a live PostgreSQL server process for `clusterDir` (not a process that reused the id). */
export function isPostmasterAlive(pid: number, clusterDir: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(commandLine[0] ?? '') === 'postgres' && commandLine.includes(clusterDir);
  } catch {
    // No /proc (macOS): the id is alive, and PostgreSQL itself refuses to start over a live server.
    return true;
  }
}
