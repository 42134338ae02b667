import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded/free-port';
import { createSealer } from '../../src/server/secrets/seal';
import {
  GOOD_KEY,
  type ImmichStandIn,
  KEY_CHECK_PATHS,
  keyCheck,
  READ_PERMISSIONS,
  type StandInKey,
  startImmichStandIn,
} from '../support/immich-stand-in';
import { startTestServer, type TestServer } from '../support/server';
import { signUp } from '../support/users';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
const keys: Record<string, StandInKey> = {
  [GOOD_KEY]: { user: ada, permissions: READ_PERMISSIONS },
  'revoked-later': { user: ada, permissions: READ_PERMISSIONS },
  'no-albums': { user: ada, permissions: READ_PERMISSIONS.filter((name) => name !== 'album.read') },
  'no-assets': { user: ada, permissions: READ_PERMISSIONS.filter((name) => name !== 'asset.read') },
  'no-previews': { user: ada, permissions: READ_PERMISSIONS.filter((name) => name !== 'asset.view') },
};

let server: TestServer;
let immich: ImmichStandIn;
let notImmich: http.Server;
let notImmichUrl: string;

beforeAll(async () => {
  [server, immich] = await Promise.all([startTestServer(), startImmichStandIn({ keys })]);
  notImmich = http.createServer((_req, res) =>
    res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>'),
  );
  await new Promise<void>((resolve) => notImmich.listen(0, '127.0.0.1', resolve));
  notImmichUrl = `http://127.0.0.1:${(notImmich.address() as AddressInfo).port}`;
});
afterAll(async () => {
  notImmich.closeAllConnections();
  notImmich.close();
  await Promise.all([server.close(), immich.close()]);
});

async function traveller() {
  const client = server.client();
  const { user } = await signUp(client);
  return { client, user };
}

const storedRow = async (userId: number) =>
  (await server.database.pool.query('select * from immich_links where user_id = $1', [userId])).rows[0];

describe('linking Immich', () => {
  it('links a server once it accepts the key, and keeps the key sealed', async () => {
    const { client, user } = await traveller();
    expect((await client.get('/api/user/immich')).body).toBeNull();

    const linked = await client.put('/api/user/immich', { url: `${immich.url}/`, apiKey: GOOD_KEY });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ url: immich.url, linkedAt: expect.any(String) });
    expect(keyCheck(immich.requests)).toEqual(KEY_CHECK_PATHS.map((path) => ({ path, apiKey: GOOD_KEY })));

    const row = await storedRow(user.id);
    expect(row.url).toBe(immich.url);
    expect(row.sealed_api_key).toMatch(/^v1\./);
    expect(row.sealed_api_key).not.toContain(GOOD_KEY);

    const read = await client.get('/api/user/immich');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(linked.body);
    expect(read.text).not.toContain(GOOD_KEY);
    expect(linked.text).not.toContain(GOOD_KEY);
  });

  it('lists the albums of the linked server through the stored key', async () => {
    const { client } = await traveller();
    expect((await client.get('/api/user/immich/albums')).status).toBe(404);
    await client.put('/api/user/immich', { url: immich.url, apiKey: GOOD_KEY });

    const albums = await client.get('/api/user/immich/albums');
    expect(albums.status).toBe(200);
    expect(albums.body).toEqual([
      { id: immich.albums[0]?.id, name: 'Canyon country', photoCount: 4 },
      { id: immich.albums[1]?.id, name: 'Home', photoCount: 1 },
    ]);
    expect(immich.requests.at(-1)).toMatchObject({ path: '/api/albums', apiKey: GOOD_KEY });
  });

  it('refuses a key Immich refuses, and stores nothing', async () => {
    const { client, user } = await traveller();
    const refused = await client.put('/api/user/immich', { url: immich.url, apiKey: 'wrong-key' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'immich_key_refused', message: 'Immich refused this API key' });
    expect(await storedRow(user.id)).toBeUndefined();
  });

  it('refuses an address where nothing answers, naming it', async () => {
    const { client } = await traveller();
    const closed = `http://127.0.0.1:${await freePort()}`;
    const unreachable = await client.put('/api/user/immich', { url: closed, apiKey: GOOD_KEY });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.code).toBe('immich_unreachable');
    expect(unreachable.body.message).toContain(closed);
  });

  it('refuses a server that is not Immich', async () => {
    const { client } = await traveller();
    const other = await client.put('/api/user/immich', { url: notImmichUrl, apiKey: GOOD_KEY });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({
      code: 'immich_not_immich',
      message: `${notImmichUrl} does not answer as an Immich server does`,
    });
  });

  it('links another server or key in place of the first, and unlinks', async () => {
    const { client, user } = await traveller();
    const first = await client.put('/api/user/immich', { url: immich.url, apiKey: GOOD_KEY });
    const sealedFirst = (await storedRow(user.id)).sealed_api_key;
    const second = await client.put('/api/user/immich', {
      url: `${immich.url}/api`,
      apiKey: 'revoked-later',
    });
    expect(second.body.url).toBe(`${immich.url}/api`);
    expect(Date.parse(second.body.linkedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.linkedAt));
    expect((await storedRow(user.id)).sealed_api_key).not.toBe(sealedFirst);

    expect((await client.delete('/api/user/immich')).status).toBe(204);
    expect(await storedRow(user.id)).toBeUndefined();
    expect((await client.get('/api/user/immich')).body).toBeNull();
    expect((await client.delete('/api/user/immich')).status).toBe(204);
  });

  it('says when the linked server refuses the stored key now, or the key lacks a permission', async () => {
    const { client } = await traveller();
    await client.put('/api/user/immich', { url: immich.url, apiKey: 'revoked-later' });
    delete keys['revoked-later'];
    const revoked = await client.get('/api/user/immich/albums');
    expect(revoked.status).toBe(400);
    expect(revoked.body).toEqual({ code: 'immich_key_refused', message: 'Immich refused this API key' });

    await client.put('/api/user/immich', { url: immich.url, apiKey: GOOD_KEY });
    keys[GOOD_KEY] = { user: ada, permissions: READ_PERMISSIONS.filter((name) => name !== 'album.read') };
    try {
      const lacking = await client.get('/api/user/immich/albums');
      expect(lacking.status).toBe(400);
      expect(lacking.body).toEqual({
        code: 'immich_key_refused',
        message: 'Immich refused this API key: it lacks the album.read permission',
      });
    } finally {
      keys[GOOD_KEY] = { user: ada, permissions: READ_PERMISSIONS };
    }
  });

  it('refuses to link a key that lacks a permission an import needs, naming it', async () => {
    const { client, user } = await traveller();
    for (const [apiKey, permission] of [
      ['no-albums', 'album.read'],
      ['no-assets', 'asset.read'],
      ['no-previews', 'asset.view'],
    ]) {
      const refused = await client.put('/api/user/immich', { url: immich.url, apiKey });
      expect(refused.status, apiKey).toBe(400);
      expect(refused.body).toEqual({
        code: 'immich_key_refused',
        message: `Immich refused this API key: it lacks the ${permission} permission`,
      });
    }
    expect(await storedRow(user.id)).toBeUndefined();
  });

  it('reads no sealed key sealed with another key, or for another traveller', async () => {
    const a = await traveller();
    const b = await traveller();
    await a.client.put('/api/user/immich', { url: immich.url, apiKey: GOOD_KEY });
    await b.client.put('/api/user/immich', { url: immich.url, apiKey: GOOD_KEY });

    const sealedForA = (await storedRow(a.user.id)).sealed_api_key;
    await server.database.pool.query('update immich_links set sealed_api_key = $1 where user_id = $2', [
      sealedForA,
      b.user.id,
    ]);
    const swapped = await b.client.get('/api/user/immich/albums');
    expect(swapped.status).toBe(400);
    expect(swapped.body).toEqual({
      code: 'immich_key_refused',
      message: 'The stored Immich API key can no longer be read: link Immich again',
    });

    const otherKey = createSealer(randomBytes(32)).seal(GOOD_KEY, `immich:${a.user.id}`);
    await server.database.pool.query('update immich_links set sealed_api_key = $1 where user_id = $2', [
      otherKey,
      a.user.id,
    ]);
    expect((await a.client.get('/api/user/immich/albums')).body.code).toBe('immich_key_refused');
  });

  it('shows each traveller only their own link', async () => {
    const a = await traveller();
    const b = await traveller();
    await a.client.put('/api/user/immich', { url: immich.url, apiKey: GOOD_KEY });
    expect((await b.client.get('/api/user/immich')).body).toBeNull();
    expect((await b.client.get('/api/user/immich/albums')).status).toBe(404);
    expect((await b.client.delete('/api/user/immich')).status).toBe(204);
    expect((await a.client.get('/api/user/immich')).body.url).toBe(immich.url);
  });

  it('asks for a session', async () => {
    const anonymous = server.client();
    for (const [method, path] of [
      ['GET', '/api/user/immich'],
      ['PUT', '/api/user/immich'],
      ['DELETE', '/api/user/immich'],
      ['GET', '/api/user/immich/albums'],
    ] as const) {
      const answer = await anonymous.request(
        method,
        path,
        method === 'PUT' ? { url: immich.url } : undefined,
      );
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.code).toBe('unauthorized');
    }
  });

  it.each([
    [{ apiKey: GOOD_KEY }, 'Server URL is required'],
    [{ url: '', apiKey: GOOD_KEY }, 'Server URL is required'],
    [{ url: 'photos', apiKey: GOOD_KEY }, 'Server URL must be an http or https address'],
    [{ url: 'ftp://photos.example.com', apiKey: GOOD_KEY }, 'Server URL must be an http or https address'],
    [{ url: 'https://ada:secret@photos.example.com', apiKey: GOOD_KEY }, 'Server URL must be an http'],
    [{ url: `https://photos.example.com/${'a'.repeat(2000)}`, apiKey: GOOD_KEY }, 'Server URL is too long'],
    [{ url: 'https://photos.example.com' }, 'API key is required'],
    [{ url: 'https://photos.example.com', apiKey: '  ' }, 'API key is required'],
    [{ url: 'https://photos.example.com', apiKey: 'k'.repeat(201) }, 'API key is too long'],
  ])('refuses the body %o', async (body, message) => {
    const { client } = await traveller();
    const answer = await client.put('/api/user/immich', body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation');
    expect(answer.body.message).toContain(message);
  });
});

describe('a server on DATABASE_URL without SECRET_KEY', () => {
  let shared: TestServer;
  beforeAll(async () => {
    shared = await startTestServer({ env: { DATABASE_URL: 'postgres://roadbook@db.example.com/roadbook' } });
  });
  afterAll(() => shared.close());

  it('does not link Immich, and says why', async () => {
    const client = shared.client();
    await signUp(client);
    const asked = immich.requests.length;
    const refused = await client.put('/api/user/immich', { url: immich.url, apiKey: GOOD_KEY });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'not_configured',
      message: 'Linking Immich is not available on this server.',
    });
    expect(immich.requests.length).toBe(asked);
  });
});
