import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromProjectRoot } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database itself or an open transaction. */
export type Executor = Database | Transaction;

/** The driver's rows of a raw `execute` (the database type does not name the driver's result). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface PoolOptions {
  /** Connections this process may hold. */
  size: number;
  /** A statement running longer is cancelled, so one request cannot hold the others. */
  statementTimeoutMs: number;
}

const DEFAULT_POOL: PoolOptions = { size: 10, statementTimeoutMs: 30_000 };

/**
 * Connections kept apart for photo uploads (decision record 021): opened when an upload needs one, they spare an
 * upload, whose traveller has already sent megabytes and waits for the photo, the queue of small requests for
 * the pool's connections on a busy server.
 */
const UPLOAD_LANE_SIZE = 2;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** The same database through the upload lane's own connections. */
  uploads: Database;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Any fixed number will do: it only has to be the same for every Roadbook server sharing the database.
const MIGRATION_LOCK = 7_402_119;

/** Servers starting together on one database migrate one after the other, not over each other. */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), {
        migrationsFolder: fromProjectRoot('src/server/db/migrations'),
      });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export function openDatabase(url: string, options: PoolOptions = DEFAULT_POOL): DatabaseHandle {
  const openPool = (max: number) => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      statement_timeout: options.statementTimeoutMs,
      idle_in_transaction_session_timeout: options.statementTimeoutMs,
      // Waiting longer for a free connection than a statement may run means the database is not answering.
      connectionTimeoutMillis: options.statementTimeoutMs,
    });
    // An idle connection dropped by the server (restart, failover) must not bring the app down; the pool
    // replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    return pool;
  };
  const pool = openPool(options.size);
  const uploadPool = openPool(UPLOAD_LANE_SIZE);
  const connections = new Set<pg.PoolClient>();
  for (const each of [pool, uploadPool]) {
    each.on('connect', (client) => {
      connections.add(client);
      client.once('end', () => connections.delete(client));
    });
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    pool,
    uploads: drizzle(uploadPool, { schema }) as unknown as Database,
    migrate: () => migrateLocked(pool),
    close: async () => {
      // The pools' end asks their connections to close without waiting for them: an embedded PostgreSQL
      // stopped right after would end them itself, and each would be reported as a connection lost.
      const closing = [...connections].map((client) => new Promise((ended) => client.once('end', ended)));
      await Promise.all([pool.end(), uploadPool.end()]);
      await Promise.all(closing);
    },
  };
}
