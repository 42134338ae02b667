import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { type App, buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import { freePort } from '../../src/server/db/embedded/free-port';
import * as schema from '../../src/server/db/schema';
import { type AuthLimitRules, DEFAULT_AUTH_LIMITS } from '../../src/server/features/auth/rate-limits';
import { closeGracefully } from '../../src/server/http/close-gracefully';
import { createTestDatabase } from './database';
import { TestClient } from './http-client';

const generous = { points: 10_000, seconds: 60 };

/** Tests sign in and up many times from one address; the rate-limit tests pass the real rules. */
export const TEST_AUTH_LIMITS: AuthLimitRules = {
  loginPerIp: generous,
  loginFailuresPerAccountAndIp: DEFAULT_AUTH_LIMITS.loginFailuresPerAccountAndIp,
  loginFailuresPerAccount: DEFAULT_AUTH_LIMITS.loginFailuresPerAccount,
  registerPerIp: generous,
  forgotPerIp: generous,
  forgotPerEmail: generous,
  reportPerIp: generous,
  unlockPerIp: generous,
  unlockFailuresPerLinkAndIp: DEFAULT_AUTH_LIMITS.unlockFailuresPerLinkAndIp,
  unlockFailuresPerLink: DEFAULT_AUTH_LIMITS.unlockFailuresPerLink,
  ingestPerDevice: generous,
};

export interface TestServer {
  app: App;
  database: DatabaseHandle;
  baseUrl: string;
  dataDir: string;
  client(): TestClient;
  close(): Promise<void>;
}

export { freePort };

export interface TestServerOptions {
  env?: Record<string, string>;
  authLimits?: AuthLimitRules;
  webDir?: string;
  port?: number;
  /** Receives the server's log lines (at LOG_LEVEL, `silent` unless env sets it). */
  logStream?: { write(line: string): void };
}

/**
 * The test's own hand on the server's database. A change made there reaches the server as an operator's would,
 * announced by the database (the server forgets the rows it kept of it); each statement returns once the server
 * has heard, so the test's next request sees the change.
 */
function heardByServer(database: DatabaseHandle, app: App): DatabaseHandle {
  const pool = new Proxy(database.pool, {
    get(target, property) {
      if (property !== 'query') return Reflect.get(target, property, target);
      return async (...args: Parameters<pg.Pool['query']>) => {
        const result = await target.query(...args);
        await app.ctx.rows.awaitCommittedChanges();
        return result;
      };
    },
  });
  const db = drizzle(pool, { schema }) as unknown as Database;
  // A transaction commits on a connection of its own, after its last statement: it catches up once committed.
  const transaction = db.transaction.bind(db);
  db.transaction = async (...args) => {
    const result = await transaction(...args);
    await app.ctx.rows.awaitCommittedChanges();
    return result;
  };
  return { ...database, pool, db };
}

/** A real server on a real port, with its own fresh database and data directory. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-test-'));
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: baseUrl,
    ...options.env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    authLimits: options.authLimits ?? TEST_AUTH_LIMITS,
    webDir: options.webDir,
    logStream: options.logStream,
  });
  await app.listen({ port, host: '127.0.0.1' });
  // The queue starts after the server answers; tests that look at its tables find them made.
  await app.ctx.jobs.start();
  return {
    app,
    database: heardByServer(database, app),
    baseUrl,
    dataDir,
    client: () => new TestClient(baseUrl),
    async close() {
      await closeGracefully(app, 2000);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
