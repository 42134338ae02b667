import type pg from 'pg';

export interface TableName {
  schema: string;
  name: string;
}

export interface TableColumns extends TableName {
  /** Stored columns in their order; generated ones are computed again on restore. */
  columns: string[];
}

export interface ForeignKey {
  table: TableName;
  name: string;
  definition: string;
}

/** Every schema but PostgreSQL's own: Roadbook's tables, the migrations' record and the job queue's. */
const OWN_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`;

/** Not part of an extension (pg_trgm's functions, say), which the migrations create again. */
const NOT_EXTENSION_MEMBER = `NOT EXISTS (
  SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = ({ schema, name }: TableName) => `${quoteName(schema)}.${quoteName(name)}`;

/**
 * The tables that hold rows: plain tables and the partitions of partitioned ones (the job queue's), each read
 * and written on its own; a partitioned table itself holds none.
 */
export async function listTables(client: pg.Client): Promise<TableColumns[]> {
  const result = await client.query<{ schema: string; name: string; columns: string[] }>(`
    SELECT n.nspname AS schema, c.relname AS name,
      array(SELECT a.attname::text FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY a.attnum) AS columns
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND ${OWN_SCHEMAS} AND ${NOT_EXTENSION_MEMBER}
    ORDER BY 1, 2`);
  return result.rows;
}

export async function listSequences(client: pg.Client): Promise<TableName[]> {
  const result = await client.query<TableName>(`
    SELECT n.nspname AS schema, c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'S' AND ${OWN_SCHEMAS} AND ${NOT_EXTENSION_MEMBER}
    ORDER BY 1, 2`);
  return result.rows;
}

/** Whether any table exists outside PostgreSQL's own schemas. */
export async function hasTables(client: pg.Client): Promise<boolean> {
  const result = await client.query(`
    SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND ${OWN_SCHEMAS} LIMIT 1`);
  return (result.rowCount ?? 0) > 0;
}

export async function listForeignKeys(client: pg.Client): Promise<ForeignKey[]> {
  const result = await client.query<{ schema: string; table: string; name: string; definition: string }>(`
    SELECT n.nspname AS schema, c.relname AS table, k.conname AS name,
      pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'f' AND k.conparentid = 0 AND ${OWN_SCHEMAS}
    ORDER BY 1, 2, 3`);
  return result.rows.map((row) => ({
    table: { schema: row.schema, name: row.table },
    name: row.name,
    definition: row.definition,
  }));
}
