import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { users } from '../db/schema';
import { unauthorized } from './errors';

export type SessionUser = typeof users.$inferSelect;

/** Where sessions are kept; the auth feature provides it, this layer only carries the cookie. */
export interface SessionStore {
  findUser(token: string): Promise<SessionUser | undefined>;
  create(userId: number): Promise<{ token: string; expires: Date }>;
  destroy(token: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** The route's database work goes through the upload lane's connections (decision record 021). */
    uploadLane?: boolean;
  }
}

export const SESSION_COOKIE = 'roadbook_sid';

/** The session cookie's attributes but its expiry; `secure: 'auto'` makes it Secure on a request over HTTPS. */
export const SESSION_COOKIE_OPTIONS = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
} as const;

/**
 * Reads the session cookie on API and upload requests and puts the signed-in user on the request; a route
 * whose config asks for the upload lane looks it up through the lane's connections.
 */
export function registerSessionLoading(
  app: FastifyInstance,
  stores: { sessions: SessionStore; uploads: SessionStore },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/uploads/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    const store = request.routeOptions.config.uploadLane ? stores.uploads : stores.sessions;
    request.user = (await store.findUser(token)) ?? null;
  });
}

/** A new session id at every sign-in; the one the browser held before is ended. */
export async function startSession(
  sessions: SessionStore,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
): Promise<void> {
  if (request.sessionToken) await sessions.destroy(request.sessionToken);
  const { token, expires } = await sessions.create(user.id);
  request.sessionToken = token;
  request.user = user;
  reply.setCookie(SESSION_COOKIE, token, { ...SESSION_COOKIE_OPTIONS, expires });
}

export async function endSession(
  sessions: SessionStore,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.sessionToken) await sessions.destroy(request.sessionToken);
  request.sessionToken = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** An onRequest hook for route plugins whose every route needs a session: 401 before any validation. */
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
