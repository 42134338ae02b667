import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import { listSequences, listTables, qualified } from './catalog';
import { copyOut } from './copy-protocol';
import { copyColumns, copyHeader, END_OF_TABLE } from './dump-file';
import { fingerprinting } from './hashing';
import type { DumpRecord } from './manifest';
import { readSchemaRecord } from './schema';
import { connect } from './session';

/**
 * Runs `work` in one read-only transaction on one snapshot of the database, as pg_dump does: everything it reads
 * is the database as it was at one moment, whatever commits meanwhile.
 */
export async function inSnapshot<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connect(url, 'backup');
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } finally {
    await client.end();
  }
}

/** Writes every table's rows to `file`, in the snapshot the client's transaction holds. */
export async function dumpDatabase(client: pg.Client, file: string, name: string): Promise<DumpRecord> {
  const tables = await listTables(client);
  // Held to the end, as pg_dump holds them: a table cannot be dropped or altered under the dump, while rows
  // are written as usual.
  for (const table of tables) await client.query(`LOCK TABLE ${qualified(table)} IN ACCESS SHARE MODE`);
  const schema = await readSchemaRecord(client, tables);

  const gzip = zlib.createGzip();
  const tap = fingerprinting();
  const written = pipeline(gzip, tap, fs.createWriteStream(file, { mode: 0o600 }));
  // Awaited once the rows are written; a failure before then fails the COPY under way too.
  written.catch(() => {});
  const rows: number[] = [];
  try {
    for (const table of tables) {
      gzip.write(`${copyHeader(table)}\n`);
      rows.push(await copyOut(client, `COPY ${copyColumns(table)} TO STDOUT`, gzip));
      gzip.write(`${END_OF_TABLE}\n`);
    }
    gzip.end();
  } catch (error) {
    gzip.destroy(error as Error);
  }
  await written;

  // Read after the rows, as pg_dump does: a sequence gives its latest value, never below a row's.
  const sequences = [];
  for (const sequence of await listSequences(client)) {
    const value = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${qualified(sequence)}`,
    );
    const row = value.rows[0] as { last_value: string; is_called: boolean };
    sequences.push({ ...sequence, lastValue: row.last_value, isCalled: row.is_called });
  }
  return {
    file: name,
    ...tap.fingerprint(),
    tables: tables.map((table, index) => ({ ...table, rows: rows[index] ?? 0 })),
    sequences,
    ...schema,
  };
}
