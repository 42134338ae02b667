import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';

export type Engine = 'pglite' | 'postgres';

export const TEMPLATE_DATABASE = 'roadbook_test_template';

export function currentEngine(): Engine {
  return process.env.DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.href;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, empty database for one test file: in-memory PGlite, or on PostgreSQL a copy of the
 * template database that the global setup migrated once.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (currentEngine() === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    return handle;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `roadbook_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
      break;
    } catch (error) {
      // Another worker may be copying the template at this moment.
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(base, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Vitest global setup for the PostgreSQL project: migrates the template once per run. */
export async function setupPostgresTemplate(): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(base, TEMPLATE_DATABASE) });
  await handle.migrate();
  await handle.close();
  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  };
}
