import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PostgresBinaries } from './binaries';
import { accountCanReach, letAccountReach, type ServerAccount } from './system-account';

/** Written last into a finished copy: a copy without it was interrupted. */
const COMPLETE_MARK = '.complete';

/** A copy this process may run as root: a real folder of ours that no one else can write to, finished. */
function isTrustedCopy(dir: string): boolean {
  const info = fs.lstatSync(dir, { throwIfNoEntry: false });
  return (
    info?.isDirectory() === true &&
    info.uid === process.getuid?.() &&
    (info.mode & 0o022) === 0 &&
    fs.existsSync(path.join(dir, COMPLETE_MARK))
  );
}

/** Copies the programs' folder (bin, lib, share) to `target`, whole or not at all. */
function copyPrograms(nativeDir: string, target: string): void {
  const staging = fs.mkdtempSync(`${target}-`);
  try {
    fs.cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.writeFileSync(path.join(staging, COMPLETE_MARK), `${nativeDir}\n`);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another start made the same copy at the same moment.
    if (!isTrustedCopy(target)) throw error;
  }
}

/**
 * The programs as the account PostgreSQL runs as can start them. They live in node_modules, in the checkout: run
 * as root from a checkout the account cannot enter (root's home, a `mktemp -d` folder), it could not. Rather than
 * opening the checkout's folders to it, the programs' folder is copied once per package version into
 * `copiesDir` (the system's temporary folder), owned by root and readable by all, and run from there.
 */
export function reachableBinaries(
  installed: PostgresBinaries,
  account: ServerAccount | null,
  log: (line: string) => void,
  copiesDir = os.tmpdir(),
): PostgresBinaries {
  const binDir = path.dirname(installed.initdb);
  if (!account || accountCanReach(binDir, account)) return installed;
  const nativeDir = path.dirname(binDir);
  const { version } = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8'));
  const target = path.join(copiesDir, `roadbook-postgresql-${version}`);
  if (!isTrustedCopy(target)) {
    copyPrograms(nativeDir, target);
    log(
      `the "${account.name}" account cannot reach PostgreSQL's programs in ${nativeDir}: copied them to ${target}`,
    );
  } else {
    log(
      `the "${account.name}" account cannot reach ${nativeDir}: running PostgreSQL's programs from ${target}`,
    );
  }
  letAccountReach(target, account, log);
  const inCopy = (program: string) => path.join(target, path.relative(nativeDir, program));
  return { initdb: inCopy(installed.initdb), postgres: inCopy(installed.postgres) };
}
