import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { createSession, destroySession, findSessionUser } from '../features/auth/sessions';
import type { UserRow } from '../features/users/repo';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
}

export const SESSION_COOKIE = 'roadbook_sid';

/** Reads the session cookie on API and upload requests and puts the signed-in user on the request. */
export function registerSessionLoading(app: FastifyInstance, db: Executor): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/uploads/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    request.user = (await findSessionUser(db, token)) ?? null;
  });
}

/** A new session id at every sign-in; the one the browser held before is ended. */
export async function startSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<void> {
  if (request.sessionToken) await destroySession(db, request.sessionToken);
  const { token, expires } = await createSession(db, user.id);
  request.sessionToken = token;
  request.user = user;
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    expires,
  });
}

export async function endSession(db: Executor, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionToken) await destroySession(db, request.sessionToken);
  request.sessionToken = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** An onRequest hook for route plugins whose every route needs a session: 401 before any validation. */
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Administrator access required');
  return user;
}
