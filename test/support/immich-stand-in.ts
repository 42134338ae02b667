import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeJpeg } from './images';

/** What a key may do, as Immich names its permissions; `all` grants everything. */
export const READ_PERMISSIONS = ['user.read', 'album.read', 'asset.read', 'asset.view', 'asset.download'];

/**
 * The calls with which Roadbook checks a key as it is linked, with the key each carried (a photo's id as `:id`):
 * its owner, then each permission an import needs.
 */
export const keyCheck = (requests: readonly { path: string; apiKey: string | undefined }[]) =>
  requests
    .slice(-4)
    .map(({ path, apiKey }) => ({ path: path.replace(/\/assets\/[^/]+\//, '/assets/:id/'), apiKey }));

export const KEY_CHECK_PATHS = [
  '/api/users/me',
  '/api/albums',
  '/api/search/metadata',
  '/api/assets/:id/thumbnail?size=preview',
];

export interface StandInKey {
  user: { name: string; email: string };
  permissions: string[];
}

export interface StandInPhoto {
  name: string;
  /** When it was taken, in UTC (ISO). */
  takenAt: string;
  albums?: string[];
  gps?: { lat: number; lon: number };
  timeZone?: string;
  video?: boolean;
}

export interface ImmichStandInOptions {
  albums?: string[];
  photos?: StandInPhoto[];
  /** More photos, in no album, taken a minute apart from 2026-01-01 on, sharing one small JPEG. */
  fillerPhotos?: number;
  keys?: Record<string, StandInKey>;
}

export interface StoredAsset {
  id: string;
  photo: StandInPhoto;
  albumIds: string[];
  original: Buffer;
  preview: Buffer;
  checksum: string;
}

export const GOOD_KEY = 'immich-good-key';

const DEFAULT_ALBUMS = ['Canyon country', 'Home'];
const DEFAULT_PHOTOS: StandInPhoto[] = [
  {
    name: 'moab.jpg',
    takenAt: '2026-05-02T15:30:00.000Z',
    albums: ['Canyon country'],
    gps: { lat: 38.5733, lon: -109.5498 },
    timeZone: 'America/Denver',
  },
  {
    name: 'arches.jpg',
    takenAt: '2026-05-03T17:05:00.000Z',
    albums: ['Canyon country'],
    gps: { lat: 38.7331, lon: -109.5925 },
    timeZone: 'America/Denver',
  },
  { name: 'river.mov', takenAt: '2026-05-03T18:00:00.000Z', albums: ['Canyon country'], video: true },
  { name: 'motel.jpg', takenAt: '2026-05-04T02:10:00.000Z', albums: ['Canyon country'] },
  { name: 'garden.jpg', takenAt: '2026-04-20T09:00:00.000Z', albums: ['Home'] },
  { name: 'receipt.jpg', takenAt: '2026-05-05T12:00:00.000Z' },
];

const exifTime = (iso: string) => iso.slice(0, 19).replace('T', ' ').replace(/-/g, ':');

/** Immich's error body, as its exception filter writes it. */
function refuse(res: http.ServerResponse, statusCode: number, message: string | string[]) {
  const error = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[statusCode];
  res
    .writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ message, error, statusCode, correlationId: randomUUID().slice(0, 8) }));
}

/**
 * A local server answering as Immich's API does the calls Roadbook makes: the key in `x-api-key` checked with
 * its permissions (401 for a missing or wrong key, 403 naming a missing permission), albums, the metadata
 * search (paged, with the album and taken-date filters) and real JPEG bytes for originals and previews.
 */
export async function startImmichStandIn(options: ImmichStandInOptions = {}) {
  const keys = options.keys ?? {
    [GOOD_KEY]: { user: { name: 'Ada Lovelace', email: 'ada@example.com' }, permissions: READ_PERMISSIONS },
  };
  const albums = (options.albums ?? DEFAULT_ALBUMS).map((name) => ({ id: randomUUID(), name }));
  const albumId = (name: string) => {
    const album = albums.find((candidate) => candidate.name === name);
    if (!album) throw new Error(`no album ${name}`);
    return album.id;
  };

  const assets: StoredAsset[] = [];
  const stored = (photo: StandInPhoto, original: Buffer, preview: Buffer) => ({
    id: randomUUID(),
    photo,
    albumIds: (photo.albums ?? []).map(albumId),
    original,
    preview,
    checksum: createHash('sha1').update(original).digest('base64'),
  });
  const preview = await makeJpeg({ width: 32, height: 24 });
  for (const photo of options.photos ?? DEFAULT_PHOTOS) {
    const original = await makeJpeg({
      width: 64,
      height: 48,
      gps: photo.gps,
      takenAt: exifTime(photo.takenAt),
    });
    assets.push(stored(photo, original, preview));
  }
  const filler = await makeJpeg({ width: 16, height: 12 });
  for (let index = 0; index < (options.fillerPhotos ?? 0); index += 1) {
    const takenAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
    assets.push(stored({ name: `filler-${index}.jpg`, takenAt }, filler, filler));
  }

  const requests: { method: string; path: string; apiKey: string | undefined; body: unknown }[] = [];

  const toItem = (asset: StoredAsset, withExif: boolean) => ({
    id: asset.id,
    type: asset.photo.video ? 'VIDEO' : 'IMAGE',
    originalFileName: asset.photo.name,
    originalMimeType: asset.photo.video ? 'video/quicktime' : 'image/jpeg',
    fileCreatedAt: asset.photo.takenAt,
    fileModifiedAt: asset.photo.takenAt,
    localDateTime: asset.photo.takenAt,
    checksum: asset.checksum,
    isFavorite: false,
    isArchived: false,
    isTrashed: false,
    ...(withExif
      ? {
          exifInfo: {
            make: 'Roadbook',
            model: 'Test camera',
            latitude: asset.photo.gps?.lat ?? null,
            longitude: asset.photo.gps?.lon ?? null,
            dateTimeOriginal: asset.photo.takenAt,
            timeZone: asset.photo.timeZone ?? null,
            fileSizeInByte: asset.original.length,
          },
        }
      : {}),
  });

  function search(body: Record<string, unknown>, res: http.ServerResponse) {
    const page = body.page ?? 1;
    const size = body.size ?? 250;
    const problems: string[] = [];
    if (!Number.isInteger(page) || (page as number) < 1) problems.push('page must be a positive integer');
    if (!Number.isInteger(size) || (size as number) < 1 || (size as number) > 1000)
      problems.push('size must be an integer from 1 to 1000');
    const dates = (['takenAfter', 'takenBefore'] as const).map((field) => {
      const value = body[field];
      if (value === undefined) return undefined;
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
        problems.push(`${field} must be a date`);
      return Date.parse(value as string);
    });
    if (problems.length > 0) return refuse(res, 400, problems);
    const [after, before] = dates;
    const albumIds = (body.albumIds as string[] | undefined) ?? [];
    const matching = assets
      .filter((asset) => body.type === undefined || (asset.photo.video ? 'VIDEO' : 'IMAGE') === body.type)
      .filter((asset) => albumIds.every((id) => asset.albumIds.includes(id)))
      .filter((asset) => after === undefined || Date.parse(asset.photo.takenAt) >= after)
      .filter((asset) => before === undefined || Date.parse(asset.photo.takenAt) <= before)
      .sort((a, b) => Date.parse(a.photo.takenAt) - Date.parse(b.photo.takenAt));
    if (body.order !== 'asc') matching.reverse();
    const start = ((page as number) - 1) * (size as number);
    const items = matching.slice(start, start + (size as number));
    const more = start + items.length < matching.length;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(
      JSON.stringify({
        albums: { total: 0, count: 0, items: [], facets: [] },
        assets: {
          total: matching.length,
          count: items.length,
          items: items.map((asset) => toItem(asset, body.withExif === true)),
          facets: [],
          nextPage: more ? String((page as number) + 1) : null,
        },
      }),
    );
  }

  function sendAsset(res: http.ServerResponse, id: string, size: 'original' | 'preview') {
    const asset = assets.find((candidate) => candidate.id === id);
    const permission = size === 'original' ? 'asset.download' : 'asset.view';
    if (!asset) return refuse(res, 400, `Not found or no ${permission} access`);
    const bytes = size === 'original' ? asset.original : asset.preview;
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length }).end(bytes);
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://immich');
    const text = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return refuse(res, 400, 'Invalid JSON');
    }
    const apiKey = req.headers['x-api-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, apiKey, body });

    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /api/server/ping') {
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"res":"pong"}');
    }
    const assetRoute = /^GET \/api\/assets\/([^/]+)\/(original|thumbnail)$/.exec(route);
    const permission =
      {
        'GET /api/users/me': 'user.read',
        'GET /api/albums': 'album.read',
        'POST /api/search/metadata': 'asset.read',
      }[route] ?? (assetRoute ? (assetRoute[2] === 'original' ? 'asset.download' : 'asset.view') : undefined);
    if (!permission) return refuse(res, 404, `Cannot ${req.method} ${url.pathname}`);
    if (!apiKey) return refuse(res, 401, 'Authentication required');
    const key = keys[apiKey];
    if (!key) return refuse(res, 401, 'Invalid API key');
    if (!key.permissions.includes('all') && !key.permissions.includes(permission)) {
      return refuse(res, 403, `Missing required permission: ${permission}`);
    }

    if (route === 'GET /api/users/me') {
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: randomUUID(), ...key.user, isAdmin: false, status: 'active' }));
    }
    if (route === 'GET /api/albums') {
      const listed = albums.map((album) => ({
        id: album.id,
        albumName: album.name,
        description: '',
        assetCount: assets.filter((asset) => asset.albumIds.includes(album.id)).length,
        shared: false,
        hasSharedLink: false,
      }));
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(listed));
    }
    if (route === 'POST /api/search/metadata') return search(body, res);
    if (assetRoute?.[2] === 'thumbnail' && url.searchParams.get('size') !== 'preview') {
      return refuse(res, 400, 'The stand-in serves the preview size only');
    }
    return sendAsset(res, assetRoute?.[1] ?? '', assetRoute?.[2] === 'original' ? 'original' : 'preview');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    albums,
    assets,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ImmichStandIn = Awaited<ReturnType<typeof startImmichStandIn>>;
