import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded/free-port';
import { createImmichClient } from '../../src/server/providers/immich/client';
import {
  ImmichFailed,
  ImmichNotImmich,
  ImmichRefused,
  ImmichTooLarge,
  ImmichUnreachable,
} from '../../src/server/providers/immich/errors';
import {
  GOOD_KEY,
  KEY_CHECK_PATHS,
  keyCheck,
  READ_PERMISSIONS,
  startImmichStandIn,
} from '../support/immich-stand-in';

const immich = await startImmichStandIn({
  fillerPhotos: 300,
  keys: {
    [GOOD_KEY]: { user: { name: 'Ada Lovelace', email: 'ada@example.com' }, permissions: READ_PERMISSIONS },
    'no-downloads': {
      user: { name: 'Ada Lovelace', email: 'ada@example.com' },
      permissions: READ_PERMISSIONS.filter((permission) => permission !== 'asset.download'),
    },
    'albums-only': { user: { name: 'Ada Lovelace', email: 'ada@example.com' }, permissions: ['album.read'] },
  },
});
const others: http.Server[] = [];

afterAll(async () => {
  await immich.close();
  for (const server of others) {
    server.closeAllConnections();
    server.close();
  }
});

const client = (apiKey = GOOD_KEY, url = immich.url, timeoutMs = 5000) =>
  createImmichClient({ url, apiKey, timeoutMs });

/** A server that is not Immich, answering every request as `handler` does. */
async function otherServer(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  others.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function pagesOf<T>(search: AsyncGenerator<T[]>): Promise<T[][]> {
  const pages: T[][] = [];
  for await (const page of search) pages.push(page);
  return pages;
}

const collect = async (search: AsyncGenerator<{ originalFileName: string }[]>) =>
  (await pagesOf(search)).map((page) => page.map((asset) => asset.originalFileName));

describe('the Immich client', () => {
  it('finds the API under the address as a traveller gives it', async () => {
    for (const url of [immich.url, `${immich.url}/`, `${immich.url}/api`, `${immich.url}/api/`]) {
      const reached = client(GOOD_KEY, url);
      expect(reached.apiUrl).toBe(`${immich.url}/api`);
      await expect(reached.checkKey()).resolves.toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    }
    expect(keyCheck(immich.requests)).toEqual(KEY_CHECK_PATHS.map((path) => ({ path, apiKey: GOOD_KEY })));
    expect(() => client(GOOD_KEY, 'ftp://photos.example.com')).toThrow(TypeError);
    expect(() => client(GOOD_KEY, 'https://ada:secret@photos.example.com')).toThrow(TypeError);
  });

  it('tells a refused key from a key without a permission', async () => {
    const wrong = await client('wrong-key')
      .checkKey()
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ImmichRefused);
    expect(wrong).toMatchObject({ permission: null, message: expect.stringContaining('Invalid API key') });
    await expect(client('albums-only').checkKey()).rejects.toMatchObject({
      constructor: ImmichRefused,
      permission: 'user.read',
    });
    await expect(
      client('no-downloads').openAsset(immich.assets[0]?.id ?? '', 'original', 1e6),
    ).rejects.toMatchObject({
      constructor: ImmichRefused,
      permission: 'asset.download',
    });
  });

  it('says so when nothing answers, or not in time', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const nothing = await client(GOOD_KEY, closed)
      .checkKey()
      .catch((error: unknown) => error);
    expect(nothing).toBeInstanceOf(ImmichUnreachable);
    expect((nothing as Error).message).toContain(closed);

    const silent = await otherServer(() => {});
    await expect(client(GOOD_KEY, silent, 200).checkKey()).rejects.toThrow(
      /did not answer within 0.2 seconds/,
    );

    const proxy = await otherServer((_req, res) => res.writeHead(502).end('Bad gateway'));
    await expect(client(GOOD_KEY, proxy).checkKey()).rejects.toBeInstanceOf(ImmichUnreachable);
  });

  it('tells a server that is not Immich, whatever it answers', async () => {
    const html = await otherServer((_req, res) =>
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'),
    );
    const welcome = await otherServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Welcome</h1>'),
    );
    const nest = await otherServer((req, res) =>
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: `Cannot GET ${req.url}`, error: 'Not Found', statusCode: 404 })),
    );
    for (const url of [html, welcome, nest]) {
      await expect(client(GOOD_KEY, url).checkKey()).rejects.toBeInstanceOf(ImmichNotImmich);
    }
  });

  it('sends the key to no other server than the one linked', async () => {
    const elsewhere = await otherServer((req, res) => {
      expect(req.headers['x-api-key']).toBeUndefined();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"res":"pong"}');
    });
    const redirecting = await otherServer((req, res) =>
      res.writeHead(301, { location: `${elsewhere}${req.url}` }).end(),
    );
    await expect(client(GOOD_KEY, redirecting).checkKey()).rejects.toThrow(
      `sends its visitors on to ${elsewhere}: link that address instead`,
    );
  });

  it('lists the albums with their counts', async () => {
    expect(await client().listAlbums()).toEqual([
      { id: immich.albums[0]?.id, name: 'Canyon country', assetCount: 4 },
      { id: immich.albums[1]?.id, name: 'Home', assetCount: 1 },
    ]);
  });

  it('goes through the photos a page at a time, oldest first, with their EXIF', async () => {
    const pages = await collect(client().searchAssets());
    expect(pages.map((page) => page.length)).toEqual([250, 55]);
    expect(pages[0]?.[0]).toBe('filler-0.jpg');
    expect(pages[1]?.slice(-5)).toEqual(['garden.jpg', 'moab.jpg', 'arches.jpg', 'motel.jpg', 'receipt.jpg']);
    const searches = immich.requests.filter((request) => request.path === '/api/search/metadata').slice(-2);
    expect(searches.map((request) => request.body)).toEqual([
      { page: 1, size: 250, withExif: true, type: 'IMAGE', order: 'asc' },
      { page: 2, size: 250, withExif: true, type: 'IMAGE', order: 'asc' },
    ]);

    const [page] = await pagesOf(client().searchAssets({ albumId: immich.albums[0]?.id }));
    const moab = immich.assets.find((asset) => asset.photo.name === 'moab.jpg');
    expect(page?.[0]).toEqual({
      id: moab?.id,
      originalFileName: 'moab.jpg',
      originalMimeType: 'image/jpeg',
      fileCreatedAt: '2026-05-02T15:30:00.000Z',
      localDateTime: '2026-05-02T15:30:00.000Z',
      checksum: moab?.checksum,
      exifInfo: {
        latitude: 38.5733,
        longitude: -109.5498,
        dateTimeOriginal: '2026-05-02T15:30:00.000Z',
        timeZone: 'America/Denver',
        fileSizeInByte: moab?.original.length,
      },
    });
    expect(page?.map((asset) => asset.originalFileName)).toEqual(['moab.jpg', 'arches.jpg', 'motel.jpg']);
    expect(page?.[2]?.exifInfo).toMatchObject({ latitude: null, longitude: null, timeZone: null });
  });

  it('searches between two moments', async () => {
    const pages = await collect(
      client().searchAssets({
        takenAfter: new Date('2026-05-03T00:00:00Z'),
        takenBefore: new Date('2026-05-04T23:59:59Z'),
      }),
    );
    expect(pages).toEqual([['arches.jpg', 'motel.jpg']]);
    expect(immich.requests.at(-1)?.body).toMatchObject({
      takenAfter: '2026-05-03T00:00:00.000Z',
      takenBefore: '2026-05-04T23:59:59.000Z',
    });
    expect(await collect(client().searchAssets({ takenAfter: new Date('2030-01-01') }))).toEqual([]);
  });

  it('stops rather than reading one page for ever', async () => {
    const looping = await otherServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/api/search/metadata') res.end('{"assets":{"items":[],"nextPage":"1"}}');
      else res.end('{"res":"pong"}');
    });
    await expect(collect(client(GOOD_KEY, looping).searchAssets())).rejects.toBeInstanceOf(ImmichNotImmich);
  });

  it('streams an original or a preview, within the bytes asked for', async () => {
    const moab = immich.assets.find((asset) => asset.photo.name === 'moab.jpg');
    const original = await client().openAsset(moab?.id ?? '', 'original', 1e6);
    expect(original).toMatchObject({ contentType: 'image/jpeg', size: moab?.original.length });
    expect(await buffer(original.stream)).toEqual(moab?.original);
    const preview = await client().openAsset(moab?.id ?? '', 'preview', 1e6);
    expect(await buffer(preview.stream)).toEqual(moab?.preview);
    expect(immich.requests.at(-1)?.path).toBe(`/api/assets/${moab?.id}/thumbnail?size=preview`);

    await expect(client().openAsset(moab?.id ?? '', 'original', 100)).rejects.toBeInstanceOf(ImmichTooLarge);
    await expect(
      client().openAsset('9f1c2c62-0000-4000-8000-000000000000', 'original', 1e6),
    ).rejects.toMatchObject({ constructor: ImmichFailed, status: 400 });
  });

  it('errors the stream of a file that grows past the bytes asked for', async () => {
    const endless = await otherServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      const write = () => {
        while (res.write(chunk)) {}
        res.once('drain', write);
      };
      write();
    });
    const opened = await client(GOOD_KEY, endless).openAsset('anything', 'original', 1024 * 1024);
    expect(opened.size).toBeNull();
    await expect(buffer(opened.stream)).rejects.toBeInstanceOf(ImmichTooLarge);
  });
});
