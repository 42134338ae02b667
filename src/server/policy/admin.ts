import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { requireUser } from '../http/session';

export const isAdmin = (user: Pick<UserRow, 'role'>) => user.role === 'admin';

/**
 * The gate of every administrator-only route, run as its `onRequest` hook: 401 signed out, 403 `admin_required`
 * for everyone but administrators, with a message fit for the action, before the request's body is read.
 */
export function adminOnly(message = 'Administrator access required') {
  return async (request: FastifyRequest): Promise<void> => {
    if (!isAdmin(requireUser(request))) throw new HttpError('admin_required', message);
  };
}
