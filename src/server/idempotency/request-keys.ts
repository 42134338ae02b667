import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { badRequest, HttpError } from '../http/errors';
import { fingerprintBody } from './body-fingerprint';
import { KeyAlreadyUsed, type KeyedWrite, runKeyedWrite } from './claim';
import { findKeyedRequest, type KeyedRequest, storeReply } from './repo';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an `Idempotency-Key`: the same key from the same user gives the first reply again. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    keyedWrite: KeyedWrite | null;
  }
}

const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const KEY_FORMAT = /^[\x20-\x7e]{1,200}$/;
/**
 * A request whose key's change is stored but whose reply is not kept yet (the first is still being answered, or
 * its server stopped in between) waits this long for it. Past that, it is told the change is stored: the
 * change is never made twice, only its first reply may be missed.
 */
const WAIT_FOR_FIRST_MS = 5_000;

const keyHeaderOf = (request: FastifyRequest) =>
  request.routeOptions.config.idempotent ? request.headers[IDEMPOTENCY_KEY_HEADER] : undefined;

/**
 * `Idempotency-Key` on the writes an offline device may send again: the key is taken in the write's own
 * transaction (see claim.ts); its reply is kept as it leaves, and given again, with the same status and body,
 * to a request with the same key and the same method, path and body. Registered before the routes and before
 * reply compression, which would hide the body from it.
 */
export function registerIdempotencyKeys(
  app: FastifyInstance,
  pools: { db: Database; uploads: Database },
): void {
  const poolOf = (request: FastifyRequest) =>
    request.routeOptions.config.uploadLane ? pools.uploads : pools.db;
  const fingerprints = new WeakMap<FastifyRequest, Promise<string>>();

  async function firstReply(
    request: FastifyRequest,
    reply: FastifyReply,
    write: KeyedWrite,
    found?: KeyedRequest,
  ) {
    // A form nobody has read yet is read here, for its fingerprint.
    request.raw.resume();
    const fingerprint = await write.fingerprint;
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    let first = found ?? (await findKeyedRequest(poolOf(request), write.userId, write.key));
    const answering = (row: KeyedRequest | undefined): boolean =>
      row !== undefined && row.fingerprint === fingerprint && row.status === null && Date.now() < deadline;
    while (answering(first)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      first = await findKeyedRequest(poolOf(request), write.userId, write.key);
    }
    if (first && first.fingerprint !== fingerprint) {
      throw new HttpError(
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request',
      );
    }
    if (!first || first.status === null || first.body === null) {
      throw new HttpError(
        'idempotency_reply_lost',
        'The change sent with this Idempotency-Key is stored, but its reply is not at hand: read it again to see it',
      );
    }
    reply.code(first.status).header('idempotent-replayed', 'true');
    if (first.contentType) reply.type(first.contentType);
    return reply.send(first.body);
  }

  app.decorateRequest('keyedWrite', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        if (error instanceof KeyAlreadyUsed) return firstReply(request, reply, error.write);
        throw error;
      }
    };
  });

  // Before the body is read, so that every byte of it is seen.
  app.addHook('onRequest', async (request) => {
    if (keyHeaderOf(request) !== undefined) {
      fingerprints.set(request, fingerprintBody(request.raw, request.method, request.url));
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    const key = keyHeaderOf(request);
    if (key === undefined || !request.user) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
      throw badRequest('Idempotency-Key must be 1 to 200 printable characters');
    }
    const fingerprint = fingerprints.get(request);
    if (!fingerprint) return;
    const write: KeyedWrite = { userId: request.user.id, key, fingerprint, took: false };
    const found = await findKeyedRequest(poolOf(request), write.userId, key);
    if (found) return firstReply(request, reply, write, found);
    request.keyedWrite = write;
  });

  // The route's work runs with the key in reach of the transactions it opens.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.keyedWrite) runKeyedWrite(request.keyedWrite, done);
    else done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.keyedWrite;
    if (!write?.took || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const contentType = reply.getHeader('content-type');
    try {
      await storeReply(poolOf(request), write.userId, write.key, {
        status: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: payload.toString(),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'the reply to a keyed write could not be kept');
    }
    return payload;
  });
}
