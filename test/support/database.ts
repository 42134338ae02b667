import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { startEmbeddedCluster } from '../../src/server/db/embedded/cluster';

/** Set by `prepareTestDatabases` for the processes that run the tests. */
const ADMIN_URL_VARIABLE = 'ROADBOOK_TEST_ADMIN_URL';
const TEMPLATE_VARIABLE = 'ROADBOOK_TEST_TEMPLATE';

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.href;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL server tests run on — the one at `serverUrl` (TEST_DATABASE_URL), else an embedded one started
 * for this run — and a template database migrated once, which every test file copies.
 */
export async function prepareTestDatabases(serverUrl?: string): Promise<() => Promise<void>> {
  let stopServer = async () => {};
  let adminUrl = serverUrl;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-test-pg-'));
    const cluster = await startEmbeddedCluster({
      dataDir,
      // What the start changed outside its own new folder (a copy of PostgreSQL's programs, a folder opened to
      // its account) is said; the routine lines are not.
      log: (line) => {
        if (!line.startsWith('creating the embedded') && !line.includes(dataDir)) console.info(line);
      },
      durable: false,
      maxConnections: 300,
    });
    adminUrl = cluster.urlFor('postgres');
    stopServer = async () => {
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  // A name of its own, so that runs sharing one server do not drop each other's template.
  const template = `roadbook_template_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const handle = openDatabase(databaseUrl(adminUrl, template));
  await handle.migrate();
  await handle.close();
  process.env[ADMIN_URL_VARIABLE] = adminUrl;
  process.env[TEMPLATE_VARIABLE] = template;
  const url = adminUrl;
  return async () => {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await stopServer();
  };
}

/**
 * A migrated, empty database for one test file: a copy of the template, dropped again by close. Its `url` lets
 * server processes share it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url: string }> {
  const adminUrl = process.env[ADMIN_URL_VARIABLE];
  const template = process.env[TEMPLATE_VARIABLE];
  if (!adminUrl || !template) throw new Error('prepareTestDatabases must run first (vitest global setup)');
  const name = `roadbook_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // 55006: another test file is copying the template at this moment; anything else is a real failure.
      if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + attempt * 25));
    }
  }
  const url = databaseUrl(adminUrl, name);
  const handle = openDatabase(url);
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A database without tables, as an operator creates one for Roadbook; dropped again by `drop`. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env[ADMIN_URL_VARIABLE];
  if (!adminUrl) throw new Error('prepareTestDatabases must run first (vitest global setup)');
  const name = `roadbook_empty_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
