import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The folder where releases before the PostgreSQL server kept their database (PGlite). */
function previousReleaseDatabase(dataDir: string): string | null {
  const dir = path.join(path.resolve(dataDir), 'db');
  return fs.existsSync(path.join(dir, 'PG_VERSION')) ? dir : null;
}

async function hasSchema(client: pg.Client): Promise<boolean> {
  const found = await client.query(
    "SELECT 1 FROM information_schema.tables WHERE table_schema = 'drizzle' AND table_name = '__drizzle_migrations'",
  );
  return (found.rowCount ?? 0) > 0;
}

/**
 * Moves the previous release's PGlite database into the new PostgreSQL server: dumped with PGlite's own
 * pg_dump, restored in one transaction before the migrations run (they then bring it up to date), and the
 * old folder kept, renamed, as a backup. Runs once: a restored database is never restored over.
 */
export async function carryOverPreviousRelease(
  dataDir: string,
  url: string,
  log: (line: string) => void,
): Promise<void> {
  const oldDir = previousReleaseDatabase(dataDir);
  if (!oldDir) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!(await hasSchema(client))) {
      log(`carrying over the database of the previous release from ${oldDir}…`);
      const started = Date.now();
      const dump = await dumpPglite(oldDir);
      await client.query(`BEGIN;\n${dump}\nCOMMIT;`);
      log(`carried over ${oldDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw new Error(`Could not carry over the previous database in ${oldDir}: ${(error as Error).message}`);
  } finally {
    await client.end();
  }
  const backup = `${oldDir}.pglite-backup-${new Date().toISOString().slice(0, 10)}`;
  fs.renameSync(oldDir, fs.existsSync(backup) ? `${backup}-${Date.now()}` : backup);
  log(`the previous database folder is kept as ${path.basename(backup)}; delete it once you are satisfied`);
}

async function dumpPglite(dir: string): Promise<string> {
  // Loaded only here: nothing else needs PGlite any more.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const pglite = new PGlite(dir);
  try {
    await pglite.waitReady;
    const file = await pgDump({
      pg: pglite,
      args: ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500'],
    });
    // psql meta-commands (\restrict) that newer pg_dump versions write are for psql only.
    return (await file.text())
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n');
  } finally {
    await pglite.close();
  }
}
