import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { BackupError } from './backup-error';
import type { Manifest } from './manifest';

type Work = (config: Config, folder: string, log: (line: string) => void) => Promise<Manifest>;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What a backup holds, in one line. */
export function summary(manifest: Manifest): string {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const files =
    manifest.files.storage === 'local' ? 'files' : `files listed in the bucket ${manifest.files.bucket}`;
  return `${rows} rows (${megabytes(manifest.database.bytes)} compressed) and ${manifest.files.count} ${files} (${megabytes(manifest.files.bytes)})`;
}

/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder>`: the folder from the command line, the server's
 * configuration from the environment as `npm start` reads it. A failure prints its reason and exits 1.
 */
export async function runFolderCommand(name: string, work: Work, done: (manifest: Manifest) => string) {
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder || rest.length > 0) {
    console.error(`Usage: npm run ${name} -- <folder>`);
    process.exit(2);
  }
  try {
    const started = Date.now();
    const manifest = await work(loadConfig(), path.resolve(folder), (line) => console.info(line));
    console.info(`${done(manifest)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    const expected =
      error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(expected ? (error as Error).message : error);
    console.error(`The ${name} failed.`);
    process.exit(1);
  }
}
