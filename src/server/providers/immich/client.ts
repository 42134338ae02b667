import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { z } from 'zod';
import { albumsAnswer, errorAnswer, type ImmichAsset, pingAnswer, searchAnswer, userAnswer } from './answers';
import {
  ImmichError,
  ImmichFailed,
  ImmichNotImmich,
  ImmichRefused,
  ImmichTooLarge,
  ImmichUnreachable,
} from './errors';
import { immichApiUrl } from './server-url';

export type { ImmichAsset };

export interface ImmichUser {
  name: string;
  email: string;
}

export interface ImmichAlbum {
  id: string;
  name: string;
  /** Photos and videos. */
  assetCount: number;
}

export interface AssetSearch {
  albumId?: string;
  takenAfter?: Date;
  takenBefore?: Date;
}

export type AssetSize = 'original' | 'preview';

export interface OpenedAsset {
  /** Errors with ImmichTooLarge once more bytes than asked for have come; destroying it ends the download. */
  stream: Readable;
  contentType: string;
  /** As the server declared it; null when it did not. */
  size: number | null;
}

/** An Immich server reached with one traveller's API key; every failure is an ImmichError. */
export interface ImmichClient {
  /** Where calls go: the server's address, ending in `/api`. */
  readonly apiUrl: string;
  /**
   * The key's owner, once the key has shown it may do what an import asks: `user.read`, `album.read`,
   * `asset.read`, and `asset.view` when there is a photo to view.
   */
  checkKey(): Promise<ImmichUser>;
  /** Albums owned by the key's owner and shared with them; `album.read`. */
  listAlbums(): Promise<ImmichAlbum[]>;
  /** Photos (not videos), oldest first, a page of up to 250 at a time with their EXIF; `asset.read`. */
  searchAssets(search?: AssetSearch): AsyncGenerator<ImmichAsset[]>;
  /** The original (`asset.download`) or Immich's preview, a large JPEG (`asset.view`). */
  openAsset(id: string, size: AssetSize, maxBytes: number): Promise<OpenedAsset>;
}

export interface ImmichClientOptions {
  /** The server's address as the traveller gave it; named in error messages. */
  url: string;
  apiKey: string;
  /** For each call's answer; for a file, until its first bytes. */
  timeoutMs: number;
}

/** What a call sends besides the key. */
interface Outgoing {
  method?: 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const PAGE_SIZE = 250;
const MAX_REDIRECTS = 3;
/** A JSON answer larger than this is not one of Immich's. */
const MAX_JSON_BYTES = 32 * 1024 * 1024;

/** Throws a TypeError for an address that is not http or https. */
export function createImmichClient({ url, apiKey, timeoutMs }: ImmichClientOptions): ImmichClient {
  const apiUrl = immichApiUrl(url);
  const notImmich = () => new ImmichNotImmich(`${url} does not answer as an Immich server does`);

  function unreachable(error: unknown): ImmichError {
    if ((error as Error).name === 'TimeoutError') {
      return new ImmichUnreachable(`Immich at ${url} did not answer within ${timeoutMs / 1000} seconds`);
    }
    const code = ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code;
    return new ImmichUnreachable(`Immich could not be reached at ${url}${code ? ` (${code})` : ''}`, {
      cause: error,
    });
  }

  /** Calls that fail on the way (no connection, a time-out) fail as ImmichUnreachable. */
  async function reached<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof ImmichError) throw error;
      throw unreachable(error);
    }
  }

  /** Redirects are followed on the same server only: the key goes nowhere else. */
  async function send(path: string, init: Outgoing, signal: AbortSignal): Promise<Response> {
    let target = new URL(`${apiUrl}${path}`);
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetch(target, {
        ...init,
        headers: { 'x-api-key': apiKey, ...init.headers },
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) return response;
      await response.body?.cancel();
      const next = new URL(location, target);
      if (next.origin !== target.origin) {
        throw new ImmichNotImmich(
          `${url} sends its visitors on to ${next.origin}: link that address instead`,
        );
      }
      if (redirects === MAX_REDIRECTS) throw notImmich();
      target = next;
    }
  }

  async function text(response: Response, maxBytes = MAX_JSON_BYTES): Promise<string> {
    if (!response.body) return '';
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of webBody(response)) {
      size += (chunk as Buffer).byteLength;
      if (size > maxBytes) throw notImmich();
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  function failure(status: number, body: string): ImmichError {
    if (status === 502 || status === 503 || status === 504) {
      return new ImmichUnreachable(`Immich could not be reached at ${url} (its proxy answered ${status})`);
    }
    const error = errorAnswer.safeParse(json(body));
    if (!error.success) return notImmich();
    const message = [error.data.message].flat().join('; ');
    if (status === 401) return new ImmichRefused(null, `Immich refused the API key: ${message}`);
    if (status === 403) {
      const permission = /permission: (\S+)/.exec(message)?.[1] ?? null;
      return new ImmichRefused(permission, `Immich refused the API key: ${message}`);
    }
    return new ImmichFailed(status, `Immich answered ${status}: ${message}`);
  }

  async function call<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const init: Outgoing =
      body === undefined
        ? { headers: { accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            body: JSON.stringify(body),
          };
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await reached(send(path, init, signal));
    const answer = await reached(text(response));
    if (!response.ok) throw failure(response.status, answer);
    const parsed = schema.safeParse(json(answer));
    if (!parsed.success) throw notImmich();
    return parsed.data;
  }

  async function openAsset(id: string, size: AssetSize, maxBytes: number): Promise<OpenedAsset> {
    const path =
      size === 'original'
        ? `/assets/${encodeURIComponent(id)}/original`
        : `/assets/${encodeURIComponent(id)}/thumbnail?size=preview`;
    // Only the wait for the answer is timed: a large original may take longer than that to come.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('The answer took too long', 'TimeoutError')),
      timeoutMs,
    );
    let response: Response;
    try {
      response = await reached(send(path, {}, controller.signal));
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) throw failure(response.status, await reached(text(response, 64 * 1024)));
    const tooLarge = () => new ImmichTooLarge(`Asset ${id} is larger than ${maxBytes} bytes`);
    // A compressed answer's length is not the file's.
    const length = response.headers.has('content-encoding') ? null : response.headers.get('content-length');
    const sizeDeclared = length !== null && /^\d+$/.test(length) ? Number(length) : null;
    if (sizeDeclared !== null && sizeDeclared > maxBytes) {
      await response.body?.cancel();
      throw tooLarge();
    }
    let received = 0;
    const bounded = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > maxBytes) done(tooLarge());
        else done(null, chunk);
      },
    });
    return {
      stream: pipeline(webBody(response), bounded, () => {}),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      size: sizeDeclared,
    };
  }

  return {
    apiUrl,

    async checkKey() {
      // Every Immich server answers this to anyone: one that does not is no Immich server, whatever it says of
      // the key.
      try {
        await call('/server/ping', pingAnswer);
      } catch (error) {
        if (error instanceof ImmichUnreachable || error instanceof ImmichNotImmich) throw error;
        throw notImmich();
      }
      const user = await call('/users/me', userAnswer);
      // A key made without one of the import's permissions is refused now, not at the traveller's first import.
      await call('/albums', albumsAnswer);
      const { assets } = await call('/search/metadata', searchAnswer, { page: 1, size: 1, type: 'IMAGE' });
      const photo = assets.items[0];
      if (photo) {
        const opened = await openAsset(photo.id, 'preview', MAX_JSON_BYTES);
        opened.stream.destroy();
      }
      return { name: user.name, email: user.email };
    },

    async listAlbums() {
      const albums = await call('/albums', albumsAnswer);
      return albums.map((album) => ({ id: album.id, name: album.albumName, assetCount: album.assetCount }));
    },

    async *searchAssets({ albumId, takenAfter, takenBefore } = {}) {
      let page: number | null = 1;
      while (page !== null) {
        const { assets }: z.output<typeof searchAnswer> = await call('/search/metadata', searchAnswer, {
          page,
          size: PAGE_SIZE,
          withExif: true,
          type: 'IMAGE',
          order: 'asc',
          albumIds: albumId === undefined ? undefined : [albumId],
          takenAfter: takenAfter?.toISOString(),
          takenBefore: takenBefore?.toISOString(),
        });
        if (assets.items.length > 0) yield assets.items;
        const next: number | null = assets.nextPage === null ? null : Number(assets.nextPage);
        // A server that points back at a page already read would be read for ever.
        if (next !== null && !(Number.isInteger(next) && next > page)) throw notImmich();
        page = next;
      }
    },

    openAsset,
  };
}

function webBody(response: Response): Readable {
  return response.body ? Readable.fromWeb(response.body as unknown as NodeReadableStream) : Readable.from([]);
}

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
