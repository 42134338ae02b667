import { SESSION_LIFETIME_DAYS } from '../../../common/limits';
import type { Executor } from '../../db/client';
import { type RowCache, userTag } from '../../db/row-cache';
import type { SessionStore } from '../../http/session';
import type { UserRow } from '../users';
import {
  deleteSession,
  deleteSessionsExpiredBefore,
  deleteUserSessions,
  findLiveSession,
  findSessionStart,
  insertSession,
  setSessionExpiry,
} from './repo';
import { hashToken, newToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIME_MS = SESSION_LIFETIME_DAYS * DAY_MS;

const expiry = () => new Date(Date.now() + LIFETIME_MS);

/** Starts a session; the returned token goes in the cookie, only its hash is stored. */
async function createSession(db: Executor, userId: number): Promise<{ token: string; expires: Date }> {
  const token = newToken();
  const expires = expiry();
  await insertSession(db, hashToken(token), userId, expires);
  return { token, expires };
}

/**
 * The active user behind a session cookie, kept in memory between changes to the session or its user; sliding
 * expiry is renewed at most once a day.
 */
async function findSessionUser(db: Executor, rows: RowCache, token: string): Promise<UserRow | undefined> {
  const sid = hashToken(token);
  const row = await rows.read(
    `session:${sid}`,
    () => findLiveSession(db, sid),
    ({ user }) => [userTag(user.id)],
  );
  const left = row ? row.expire.getTime() - Date.now() : 0;
  if (!row || left <= 0) return undefined;
  if (left < LIFETIME_MS - DAY_MS) await setSessionExpiry(db, sid, expiry());
  return row.user;
}

async function destroySession(db: Executor, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

/** When the session behind the cookie was started by signing in. */
export async function sessionStartedAt(db: Executor, token: string): Promise<Date | undefined> {
  return findSessionStart(db, hashToken(token));
}

/** Ends every session of a user, or every one but the given token's. */
export async function destroyUserSessions(db: Executor, userId: number, keepToken?: string): Promise<void> {
  await deleteUserSessions(db, userId, keepToken ? hashToken(keepToken) : undefined);
}

export async function purgeExpiredSessions(db: Executor): Promise<void> {
  await deleteSessionsExpiredBefore(db, new Date());
}

/** The sessions the HTTP layer reads and writes, kept in this database. */
export function createSessionStore(db: Executor, rows: RowCache): SessionStore {
  return {
    findUser: (token) => findSessionUser(db, rows, token),
    create: (userId) => createSession(db, userId),
    destroy: (token) => destroySession(db, token),
  };
}
