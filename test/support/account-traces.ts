import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/** What an account is found by: its id, its username (its e-mail address starts with it) and its rows' ids. */
export interface AccountMarks {
  userId: number;
  username: string;
  /** Ids of rows it owned, by the table they are in: rows referring to them by foreign key must be gone too. */
  owned: Record<string, number[] | string[]>;
  /** Names its files were stored under: no row may name them any more. */
  fileNames: string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every foreign key column of the public schema, with the table it refers to. */
async function foreignKeyColumns(pool: pg.Pool) {
  const { rows } = await pool.query<{ table: string; column: string; refers_to: string }>(`
    select source.relname as table, attribute.attname as column, target.relname as refers_to
    from pg_constraint constraint_
    join pg_class source on source.oid = constraint_.conrelid
    join pg_class target on target.oid = constraint_.confrelid
    join lateral unnest(constraint_.conkey) as key(attnum) on true
    join pg_attribute attribute on attribute.attrelid = constraint_.conrelid and attribute.attnum = key.attnum
    where constraint_.contype = 'f' and source.relnamespace = 'public'::regnamespace`);
  return rows;
}

/** Every column of every table of the public schema that holds text: text, JSON, arrays, search documents. */
async function textColumns(pool: pg.Pool) {
  const { rows } = await pool.query<{ table: string; column: string }>(`
    select c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
        or c.udt_name = 'tsvector')`);
  return rows;
}

export async function publicTables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table: string }>(
    `select table_name as table from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => row.table);
}

/**
 * Every place of the public schema, table by table, that still holds something of the account: its row, a
 * foreign key to it or to a row it owned, its id in a key or a JSON document (`user:5`, `"userId": "5"`), its
 * username or e-mail address or a stored file's name in any text. An empty list when nothing is left.
 */
export async function tracesOfAccount(pool: pg.Pool, marks: AccountMarks): Promise<string[]> {
  const found: string[] = [];
  const users = await pool.query('select id from users where id = $1', [marks.userId]);
  if (users.rowCount) found.push(`users.id = ${marks.userId}`);
  for (const { table, column, refers_to } of await foreignKeyColumns(pool)) {
    const ids = refers_to === 'users' ? [marks.userId] : marks.owned[refers_to];
    if (!ids?.length) continue;
    const { rows } = await pool.query(
      `select count(*)::int as n from ${quote(table)} where ${quote(column)}::text = any($1::text[])`,
      [ids.map(String)],
    );
    if (rows[0].n > 0) found.push(`${table}.${column} → ${refers_to}: ${rows[0].n} rows`);
  }
  const idPattern = `(user:|"userId": "?)${marks.userId}([^0-9]|$)`;
  const words = [marks.username.toLowerCase(), ...marks.fileNames.map((name) => name.toLowerCase())];
  for (const { table, column } of await textColumns(pool)) {
    const { rows } = await pool.query(
      `select ${quote(column)}::text as value from ${quote(table)}
       where ${quote(column)}::text ~ $1
          or exists (select 1 from unnest($2::text[]) w where strpos(lower(${quote(column)}::text), w) > 0)`,
      [idPattern, words],
    );
    for (const row of rows) found.push(`${table}.${column}: ${String(row.value).slice(0, 120)}`);
  }
  return found;
}

/** Every stored file of a local storage, as `area/name`. */
export function storedFiles(dataDir: string): string[] {
  const uploads = path.join(dataDir, 'uploads');
  if (!fs.existsSync(uploads)) return [];
  return fs
    .readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)))
    .sort();
}
