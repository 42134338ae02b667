import fs from 'node:fs';
import zlib from 'node:zlib';
import type pg from 'pg';
import { BackupError } from './backup-error';
import { listForeignKeys, listTables, qualified, quoteName, type TableColumns } from './catalog';
import { copyIn } from './copy-protocol';
import { copyColumns, copyHeader, DumpReader } from './dump-file';
import type { DumpRecord } from './manifest';

const key = (table: { schema: string; name: string }) => qualified(table);

/** Every table the schema made is one the dump has rows for, with the same columns in the same order. */
function checkTablesMatch(dumped: TableColumns[], made: TableColumns[]): void {
  const madeByKey = new Map(made.map((table) => [key(table), table]));
  for (const table of dumped) {
    const other = madeByKey.get(key(table));
    if (!other) throw new BackupError(`The backup has rows for ${key(table)}, a table this database lacks`);
    if (other.columns.join(',') !== table.columns.join(',')) {
      throw new BackupError(
        `The columns of ${key(table)} differ from the backup's: the backup cannot be loaded`,
      );
    }
    madeByKey.delete(key(table));
  }
  const extra = [...madeByKey.keys()];
  if (extra.length > 0) throw new BackupError(`The backup has no rows for ${extra.join(', ')}`);
}

/**
 * Loads the dump's rows into the freshly made tables in one transaction, as pg_dump's restore does: with the
 * foreign keys added back after the rows and the triggers off meanwhile (they would stamp, count and announce
 * the rows again), then the sequences set as they were. Tables of `skipSchemas` are left as they are.
 */
export async function loadDump(
  client: pg.Client,
  record: DumpRecord,
  dumpFile: string,
  skipSchemas: ReadonlySet<string>,
): Promise<void> {
  const loaded = (table: { schema: string }) => !skipSchemas.has(table.schema);
  const tables = record.tables.filter(loaded);
  await client.query('BEGIN');
  try {
    checkTablesMatch(tables, (await listTables(client)).filter(loaded));
    const foreignKeys = await listForeignKeys(client);
    for (const constraint of foreignKeys) {
      await client.query(
        `ALTER TABLE ${qualified(constraint.table)} DROP CONSTRAINT ${quoteName(constraint.name)}`,
      );
    }
    for (const table of tables) await client.query(`ALTER TABLE ${qualified(table)} DISABLE TRIGGER USER`);
    // Rows the migrations themselves wrote are in the dump too, as they were then.
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.map(qualified).join(', ')}`);

    const gunzip = zlib.createGunzip();
    const reader = new DumpReader(
      fs
        .createReadStream(dumpFile)
        .on('error', (error) => gunzip.destroy(error))
        .pipe(gunzip),
    );
    for (const table of record.tables) {
      const header = await reader.line();
      if (header !== copyHeader(table)) {
        throw new BackupError(`The dump does not match its manifest at ${key(table)}: the backup is damaged`);
      }
      if (!loaded(table)) {
        for await (const _ of reader.rows());
        continue;
      }
      const rows = await copyIn(client, `COPY ${copyColumns(table)} FROM STDIN`, reader.rows());
      if (rows !== table.rows) {
        throw new BackupError(`The dump holds ${rows} rows of ${key(table)}, its manifest ${table.rows}`);
      }
    }
    if ((await reader.line()) !== null) throw new BackupError('The dump holds more than its manifest names');

    for (const sequence of record.sequences.filter(loaded)) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    for (const table of tables) await client.query(`ALTER TABLE ${qualified(table)} ENABLE TRIGGER USER`);
    for (const constraint of foreignKeys) {
      await client.query(
        `ALTER TABLE ${qualified(constraint.table)} ADD CONSTRAINT ${quoteName(constraint.name)} ${constraint.definition}`,
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
