import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Below this, compressing costs more than the bytes it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A reply made once and sent many times: its bytes, an ETag from its content, and each compressed form made the
 * first time a client asks for it.
 */
export class PreparedBody {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly raw: Buffer,
    /** Its content type. */
    readonly type: string,
  ) {
    this.etag = `"${createHash('sha1').update(this.raw).digest('base64url')}"`;
  }

  /** What it weighs in a cache: its bytes and room for its compressed forms. */
  get cacheSize(): number {
    return Math.ceil(this.raw.length * 1.3);
  }

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotli(this.raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
              },
            })
          : gzip(this.raw, { level: 6 });
      // A failed compression is tried again by the next request rather than remembered.
      pending.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, pending);
    }
    return pending;
  }
}

/** A JSON reply serialised once. */
export class PreparedJson extends PreparedBody {
  constructor(value: unknown) {
    super(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8');
  }
}

/** Whether the client already holds these bytes (its If-None-Match names them): the answer is a 304. */
export function clientHolds(request: FastifyRequest, body: PreparedBody): boolean {
  return matchesIfNoneMatch(request.headers['if-none-match'], body.etag);
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Sends a prepared reply: 304 when the client holds these bytes already (`held`, when the caller has asked),
 * else the smallest form it accepts. The browser keeps it privately and asks again each time (`no-cache`), so a
 * change shows at once.
 */
export async function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  held = clientHolds(request, body),
): Promise<FastifyReply> {
  reply
    .header('etag', body.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  if (held) return reply.code(304).send();
  reply.type(body.type);
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && body.raw.length >= COMPRESS_FROM_BYTES
      ? (negotiate(accepted, ENCODINGS) as Encoding | null)
      : null;
  if (!encoding) return reply.send(body.raw);
  return reply.header('content-encoding', encoding).send(await body.encodedAs(encoding));
}
