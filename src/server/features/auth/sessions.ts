import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { SESSION_LIFETIME_DAYS } from '../../../common/limits';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { UserRow } from '../users/repo';
import { hashToken, newToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIME_MS = SESSION_LIFETIME_DAYS * DAY_MS;

const expiry = () => new Date(Date.now() + LIFETIME_MS);

/** Starts a session; the returned token goes in the cookie, only its hash is stored. */
export async function createSession(db: Executor, userId: number): Promise<{ token: string; expires: Date }> {
  const token = newToken();
  const expires = expiry();
  await db.insert(sessions).values({
    sid: hashToken(token),
    userId,
    sess: { userId, createdAt: new Date().toISOString() },
    expire: expires,
  });
  return { token, expires };
}

/** The active user behind a session cookie; sliding expiry is renewed at most once a day. */
export async function findSessionUser(db: Executor, token: string): Promise<UserRow | undefined> {
  const sid = hashToken(token);
  const [row] = await db
    .select({ user: users, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date()), eq(users.isActive, true)));
  if (!row) return undefined;
  if (row.expire.getTime() - Date.now() < LIFETIME_MS - DAY_MS) {
    await db.update(sessions).set({ expire: expiry() }).where(eq(sessions.sid, sid));
  }
  return row.user;
}

export async function destroySession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
}

/** Ends every session of a user, or every one but the given token's. */
export async function destroyUserSessions(db: Executor, userId: number, keepToken?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.sid, hashToken(keepToken)))
        : eq(sessions.userId, userId),
    );
}

export async function purgeExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
