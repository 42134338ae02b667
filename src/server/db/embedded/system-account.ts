import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The account PostgreSQL runs as; null when Roadbook itself is not root and PostgreSQL runs as us. */
export interface ServerAccount {
  name: string;
  uid: number;
  gid: number;
}

const ACCOUNT_NAME = 'postgres';

function lookUp(name: string): ServerAccount | null {
  try {
    const uid = Number.parseInt(execFileSync('id', ['-u', name], { encoding: 'utf8' }), 10);
    const gid = Number.parseInt(execFileSync('id', ['-g', name], { encoding: 'utf8' }), 10);
    return { name, uid, gid };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. Run as root, Roadbook runs it as the `postgres` account, creating that
 * system account (no home, no login shell) when the machine has none.
 */
export function serverAccount(log: (line: string) => void): ServerAccount | null {
  if (process.getuid?.() !== 0) return null;
  const existing = lookUp(ACCOUNT_NAME);
  if (existing) return existing;
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', ACCOUNT_NAME],
      {
        stdio: 'pipe',
      },
    );
  } catch (error) {
    throw new Error(
      `PostgreSQL cannot run as root and no "${ACCOUNT_NAME}" account could be created (${(error as Error).message.trim()}). Create an unprivileged "${ACCOUNT_NAME}" account, run Roadbook as another user, or set DATABASE_URL.`,
    );
  }
  log(`created the system account "${ACCOUNT_NAME}" to run the embedded PostgreSQL`);
  const created = lookUp(ACCOUNT_NAME);
  if (!created) throw new Error(`The "${ACCOUNT_NAME}" account was created but cannot be found`);
  return created;
}

export function canSearch(stat: fs.Stats, account: ServerAccount): boolean {
  if (stat.uid === account.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === account.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** Whether the account can pass through every folder down to `dir` (and `dir` itself). */
export function accountCanReach(dir: string, account: ServerAccount): boolean {
  let current = path.resolve(dir);
  for (;;) {
    if (!canSearch(fs.statSync(current), account)) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/**
 * Lets the account reach `dir`: every folder above it that the account cannot pass through (a root-owned
 * mode-0700 DATA_DIR, as `mktemp -d` makes) gains the search bit for others — passing through, not listing.
 */
export function letAccountReach(dir: string, account: ServerAccount, log: (line: string) => void): void {
  let current = path.resolve(dir);
  for (;;) {
    const stat = fs.statSync(current);
    if (!canSearch(stat, account)) {
      fs.chmodSync(current, stat.mode | 0o001);
      log(
        `allowed the "${account.name}" account to pass through ${current} (added the search bit for others)`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}
