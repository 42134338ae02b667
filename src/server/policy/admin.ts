import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';

export const isAdmin = (user: Pick<UserRow, 'role'>) => user.role === 'admin';

/** Administration is for administrators only: 403 for everyone else, with a message fit for the action. */
export function requireAdmin(user: UserRow, message = 'Administrator access required'): UserRow {
  if (!isAdmin(user)) throw new HttpError('admin_required', message);
  return user;
}
