import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client';
import { embeddedPostgresPid, processFixture, runToEnd } from '../support/server-process';
import { newAccount } from '../support/users';

const { newDataDir, start, cleanUp } = processFixture();
afterAll(cleanUp);

// Each test starts real processes (and PostgreSQL servers); on a busy 2-core machine that takes a while.
describe('the server process on the embedded PostgreSQL', { timeout: 180_000 }, () => {
  it('keeps accounts across a graceful restart, stops its PostgreSQL, and refuses a second server', async () => {
    const dataDir = newDataDir();
    const first = start(dataDir);
    const output = await first.ready;
    expect(output).toContain(
      `Roadbook is ready at http://localhost:${new URL(first.url()).port} (embedded PostgreSQL in ${dataDir})`,
    );
    expect(output).toContain('creating the embedded PostgreSQL database');
    expect(fs.statSync(path.join(dataDir, 'postgres-credentials.json')).mode & 0o777).toBe(0o600);
    const client = new TestClient(first.url());
    const account = newAccount({ username: 'keeper_admin' });
    const registered = await client.post('/api/register', account);
    expect(registered.status).toBe(201);
    expect(registered.body.isAdmin).toBe(false);
    // The built server holds every library it bundles: the API description and its viewer answer.
    expect((await client.get('/api/docs/json')).body.openapi).toMatch(/^3\./);
    expect((await client.get('/api/docs/static/swagger-ui.css')).status).toBe(200);

    const second = start(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Roadbook process (server, process');

    const postgresPid = embeddedPostgresPid(dataDir);
    expect(postgresPid).not.toBeNull();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(embeddedPostgresPid(dataDir)).toBeNull();

    // ADMIN_USERNAMES grants the role at start-up, to accounts that exist then. At the default log level the
    // server says it is ready once, and requests are not logged.
    const restarted = start(dataDir, { ADMIN_USERNAMES: 'keeper_admin', LOG_LEVEL: 'info' });
    expect(await restarted.ready).not.toContain('creating the embedded PostgreSQL database');
    const again = new TestClient(restarted.url());
    const login = await again.post('/api/login', { username: account.email, password: account.password });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(true);
    expect(restarted.output().match(/Roadbook is ready at/g)).toHaveLength(1);
    expect(restarted.output()).not.toMatch(/incoming request|request completed|Server listening/);
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  });

  it('seeds a demo account and grants administrators whether the server is running or not', async () => {
    const dataDir = newDataDir();
    expect(await runToEnd('scripts/seed.ts', { DATA_DIR: dataDir })).toContain(
      'Demo ready: sign in as "demo"',
    );
    expect(embeddedPostgresPid(dataDir)).toBeNull();

    const server = start(dataDir);
    await server.ready;
    // Beside the running server: the seed adds a second trip, the admin command grants the role.
    expect(await runToEnd('scripts/seed.ts', { DATA_DIR: dataDir })).toContain('Demo ready');
    expect(await runToEnd('scripts/admin.ts', { DATA_DIR: dataDir }, ['grant', 'demo'])).toContain(
      'demo is now an administrator',
    );
    const client = new TestClient(server.url());
    const login = await client.post('/api/login', { username: 'demo', password: 'roadbook-demo' });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(true);
    const trips = (await client.get('/api/trips')).body;
    expect(trips).toHaveLength(2);
    const [trip] = trips;
    const stops = (await client.get(`/api/trips/${trip.id}/stops`)).body;
    const photos = (await client.get(`/api/trips/${trip.id}/photos`)).body;
    expect(stops.map((s: { name: string }) => s.name)).toEqual([
      'Denver',
      'Moab',
      'Zion National Park',
      'Las Vegas',
    ]);
    expect(photos).toHaveLength(4);
    expect(photos.every((p: { stopId: number | null }) => p.stopId !== null)).toBe(true);
    expect((await client.get(`/uploads/thumbs/${photos[0].thumbnailFilename}`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops with a clear message on bad configuration', async () => {
    const bad = start(newDataDir(), { PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT');
  });
});
