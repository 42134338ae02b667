import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from '../../http/session';
import { countPasswordHashHeads } from './repo';

/** The headers every answer should carry, as a real route answered through the whole server. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
] as const;

export interface HeadersSeen {
  route: string;
  headers: Record<(typeof SECURITY_HEADERS)[number], string | undefined>;
}

/** Asks the server itself for a real route, in process but through every hook a browser's request meets. */
export async function headersOfARealAnswer(app: FastifyInstance): Promise<HeadersSeen> {
  const route = '/healthz';
  const answer = await app.inject({ method: 'GET', url: route });
  const value = (name: string) => {
    const header = answer.headers[name];
    return header === undefined ? undefined : String(header);
  };
  return {
    route: `GET ${route}`,
    headers: Object.fromEntries(
      SECURITY_HEADERS.map((name) => [name, value(name)]),
    ) as HeadersSeen['headers'],
  };
}

/** Whether the server refuses a state-changing request sent from another site, asked as a browser would send it. */
export async function refusesCrossSiteRequests(
  app: FastifyInstance,
): Promise<{ route: string; status: number }> {
  const route = '/api/logout';
  const answer = await app.inject({
    method: 'POST',
    url: route,
    headers: { origin: 'https://another-site.invalid', 'content-type': 'application/json' },
    payload: '{}',
  });
  return { route: `POST ${route}`, status: answer.statusCode };
}

export interface Argon2Parameters {
  variant: string;
  version: number;
  memoryKiB: number;
  passes: number;
  lanes: number;
}

/** The parameters of a PHC string's head, `$argon2id$v=19$m=19456,t=2,p=1`; null for anything else. */
export function parseArgon2Head(head: string): Argon2Parameters | null {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)$/.exec(head);
  if (!match) return null;
  const [, variant = '', version, memory, passes, lanes] = match;
  return {
    variant,
    version: Number(version),
    memoryKiB: Number(memory),
    passes: Number(passes),
    lanes: Number(lanes),
  };
}

export interface StoredHashes {
  /** Each kind of stored hash, with how many accounts have it; null parameters for a hash that is not argon2. */
  kinds: { head: string; parameters: Argon2Parameters | null; accounts: number }[];
  /** Accounts of the sign-in provider only, which have no password. */
  withoutPassword: number;
}

export async function storedPasswordHashes(db: Database): Promise<StoredHashes> {
  const heads = await countPasswordHashHeads(db);
  return {
    kinds: heads
      .filter((row) => row.head !== '')
      .map((row) => ({ head: row.head, parameters: parseArgon2Head(row.head), accounts: row.total })),
    withoutPassword: heads.find((row) => row.head === '')?.total ?? 0,
  };
}

/**
 * The session cookie's Set-Cookie header as a sign-in over this very request would send it: its own attributes
 * through the cookie plugin's serializer, `secure: 'auto'` resolved as the plugin resolves it (by the request's
 * protocol, which TRUST_PROXY takes from the proxy).
 */
export function sessionCookieAsSent(request: FastifyRequest): string {
  const secure = request.protocol === 'https';
  const header = request.server.serializeCookie(SESSION_COOKIE, 'ID', { ...SESSION_COOKIE_OPTIONS, secure });
  return header.replace(`${SESSION_COOKIE}=ID`, `${SESSION_COOKIE}=(session id)`);
}
