import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { fromProjectRoot } from '../paths';
import { BackupError } from './backup-error';
import type { TableColumns } from './catalog';
import type { DumpRecord } from './manifest';

// The dump holds rows only. The tables they go into are made on restore as the server makes them: by the
// migrations the backed-up database had (and no later ones, which the server's next start applies to the rows),
// and by the job queue's own plans.

type SchemaRecord = Pick<DumpRecord, 'migrations' | 'jobQueue'>;

const JOB_QUEUE_SCHEMA = 'pgboss';

const has = (tables: TableColumns[], schema: string, name: string) =>
  tables.some((table) => table.schema === schema && table.name === name);

/** Which migrations made the database's tables, and which version of the job queue's. */
export async function readSchemaRecord(client: pg.Client, tables: TableColumns[]): Promise<SchemaRecord> {
  if (!has(tables, 'drizzle', '__drizzle_migrations')) {
    throw new BackupError('The database holds no Roadbook tables: has a Roadbook server ever started on it?');
  }
  const migrations = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );
  let jobQueue: SchemaRecord['jobQueue'] = null;
  if (has(tables, JOB_QUEUE_SCHEMA, 'version') && has(tables, JOB_QUEUE_SCHEMA, 'queue')) {
    const version = await client.query<{ version: number }>(
      `SELECT version FROM ${JOB_QUEUE_SCHEMA}.version`,
    );
    const queues = await client.query<{ name: string }>(
      `SELECT name FROM ${JOB_QUEUE_SCHEMA}.queue ORDER BY name`,
    );
    jobQueue = { version: version.rows[0]?.version ?? 0, queues: queues.rows.map((row) => row.name) };
  }
  return {
    migrations: migrations.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) })),
    jobQueue,
  };
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations folder with only the migrations up to `last`: what drizzle's migrator then applies. */
function migrationsUpTo(last: number): string {
  const source = fromProjectRoot('src/server/db/migrations');
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8'));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-restore-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const entries = (journal.entries as JournalEntry[]).filter((entry) => entry.when <= last);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

function knownMigrations(): Set<number> {
  const file = fromProjectRoot('src/server/db/migrations/meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8'));
  return new Set((journal.entries as JournalEntry[]).map((entry) => entry.when));
}

/** Refuses a backup whose tables this Roadbook cannot make: one made by a later version. */
export function checkMigrationsKnown(record: SchemaRecord, backupVersion: string): void {
  const known = knownMigrations();
  const unknown = record.migrations.filter((migration) => !known.has(migration.createdAt));
  if (unknown.length > 0) {
    throw new BackupError(
      `This backup was made by Roadbook ${backupVersion}, whose database has ${unknown.length} migrations this version does not know: restore it with Roadbook ${backupVersion} or later.`,
    );
  }
}

/**
 * Makes the tables the rows go into. Answers the schemas whose rows cannot go back: the job queue's, when this
 * Roadbook's job queue is of another version than the backup's (its jobs are then left out: the server's upkeep
 * passes find the work they stood for).
 */
export async function createSchema(client: pg.Client, record: SchemaRecord): Promise<ReadonlySet<string>> {
  const last = Math.max(...record.migrations.map((migration) => migration.createdAt));
  const folder = migrationsUpTo(last);
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  if (!record.jobQueue) return new Set();
  await client.query(PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA));
  const made = await client.query<{ version: number }>(`SELECT version FROM ${JOB_QUEUE_SCHEMA}.version`);
  if (made.rows[0]?.version !== record.jobQueue.version) return new Set([JOB_QUEUE_SCHEMA]);
  for (const queue of record.jobQueue.queues) {
    await client.query(`SELECT ${JOB_QUEUE_SCHEMA}.create_queue($1, '{}')`, [queue]);
  }
  return new Set();
}
