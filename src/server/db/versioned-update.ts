import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from './client';

/** A table whose rows carry a version that every change raises. */
type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Changes one row and raises its version. With `expectedVersion`, only the version the change started from:
 * undefined when the row is gone or has changed since.
 */
export async function updateAtVersion<Table extends VersionedTable, Columns extends SelectedFields>(
  db: Executor,
  table: Table,
  id: number,
  values: PgUpdateSetSource<Table>,
  expectedVersion: number | undefined,
  columns: Columns,
): Promise<SelectResultFields<Columns> | undefined> {
  const version: SQL = sql`${table.version} + 1`;
  const rows = await db
    .update(table)
    .set({ ...values, version })
    .where(
      and(eq(table.id, id), expectedVersion === undefined ? undefined : eq(table.version, expectedVersion)),
    )
    .returning(columns);
  return (rows as SelectResultFields<Columns>[])[0];
}
