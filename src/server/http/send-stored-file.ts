import { buffer } from 'node:stream/consumers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage, StorageArea } from '../providers/storage/storage';
import { HttpError, notFound } from './errors';
import type { StoredFileCache } from './stored-file-cache';

/** A single `bytes=start-end` range, or null for the whole file; throws 416 for one that cannot be served. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = '', to = ''] = match;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (from === '' && to === '') return null;
  if (start > end || start >= size) {
    throw new HttpError('range_not_satisfiable', 'Requested range not satisfiable', {
      'content-range': `bytes */${size}`,
    });
  }
  return { start, end };
}

/**
 * What every file answered to a reader of its trip carries: kept a day by that browser alone, never sniffed, read
 * in ranges if need be.
 */
const privateFileHeaders = (reply: FastifyReply, contentType: string) =>
  reply
    .header('content-type', contentType)
    .header('cache-control', 'private, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes');

/**
 * Streams a stored file to a reader of its trip, with byte ranges so players can seek; a small one whole, from
 * `cache` when given.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: { area: StorageArea; name: string; contentType: string },
  cache?: StoredFileCache,
) {
  const kept = request.headers.range ? undefined : cache?.get(file.area, file.name);
  if (kept)
    return privateFileHeaders(reply, file.contentType).header('content-length', kept.length).send(kept);
  const info = await storage.stat(file.area, file.name);
  if (!info) throw notFound('File not found');
  const range = parseRange(request.headers.range, info.size);
  privateFileHeaders(reply, file.contentType);
  if (!range) {
    if (!cache?.keeps(info.size)) {
      return reply.header('content-length', info.size).send(storage.read(file.area, file.name));
    }
    const whole = await buffer(storage.read(file.area, file.name));
    cache.set(file.area, file.name, whole);
    return reply.header('content-length', whole.length).send(whole);
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(storage.read(file.area, file.name, range));
}
