import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database';
import { TestClient } from '../support/http-client';
import { processFixture } from '../support/server-process';
import { startTcpProxy } from '../support/tcp-proxy';

const { newDataDir, start, cleanUp } = processFixture();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const target = new URL(database.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
});
afterAll(async () => {
  cleanUp();
  await proxy.close();
  await database.close();
});

/** Seconds until `/readyz` answers `status`, asking every quarter second. */
async function secondsUntil(client: TestClient, status: number, limitSeconds = 30) {
  const started = Date.now();
  while (Date.now() - started < limitSeconds * 1000) {
    const response = await client.get('/readyz');
    if (response.status === status) return { seconds: (Date.now() - started) / 1000, response };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/readyz did not answer ${status} within ${limitSeconds} s`);
}

describe('health and readiness of a server process', { timeout: 180_000 }, () => {
  it('stays alive without its database, and is ready only while the database answers', async () => {
    const server = start(newDataDir(), { DATABASE_URL: proxy.via(database.url) });
    await server.ready;
    const client = new TestClient(server.url());

    const alive = await client.get('/healthz');
    expect(alive.status).toBe(200);
    expect(alive.body).toEqual({ status: 'ok' });
    expect(alive.headers.get('cache-control')).toBe('no-store');
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });

    proxy.cut();
    const lost = await secondsUntil(client, 503);
    expect(lost.seconds).toBeLessThan(10);
    expect(lost.response.body).toEqual({
      message: 'Not ready: the database did not answer',
      code: 'not_ready',
    });
    expect(lost.response.headers.get('cache-control')).toBe('no-store');
    expect((await client.get('/healthz')).status).toBe(200);

    proxy.mend();
    const back = await secondsUntil(client, 200);
    expect(back.response.body.status).toBe('ready');
    // The server carries on serving what needs the database.
    expect((await client.get('/api/config')).status).toBe(200);
  });
});
