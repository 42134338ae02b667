import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { passwordResetTokens, rateLimits, sessions, users } from '../../db/schema';

export async function insertSession(db: Executor, sid: string, userId: number, expire: Date): Promise<void> {
  await db
    .insert(sessions)
    .values({ sid, userId, sess: { userId, createdAt: new Date().toISOString() }, expire });
}

/** An unexpired session of an active user, with that user. */
const liveSession = preparedQuery('live_session', (db, name) =>
  db
    .select({ user: users, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.sid, sql.placeholder('sid')),
        gt(sessions.expire, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .prepare(name),
);

export async function findLiveSession(db: Executor, sid: string) {
  const [row] = await liveSession(db, { sid, now: new Date() });
  return row;
}

/** When the session was started, by signing in; undefined when there is no such session. */
export async function findSessionStart(db: Executor, sid: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ startedAt: sql<string | null>`${sessions.sess} ->> 'createdAt'` })
    .from(sessions)
    .where(eq(sessions.sid, sid));
  return row?.startedAt ? new Date(row.startedAt) : undefined;
}

export async function setSessionExpiry(db: Executor, sid: string, expire: Date): Promise<void> {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Executor, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Every session of a user, or every one but the given one. */
export async function deleteUserSessions(db: Executor, userId: number, exceptSid?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)) : eq(sessions.userId, userId),
    );
}

export async function deleteSessionsExpiredBefore(db: Executor, moment: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, moment));
}

export async function deleteLimitCountsLapsedBefore(db: Executor, moment: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, moment.getTime()));
}

/** The counts under these keys, and under every key starting with one of the prefixes. */
export async function deleteLimitCounts(
  db: Executor,
  keys: readonly string[],
  prefixes: readonly string[],
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      or(
        inArray(rateLimits.key, [...keys]),
        ...prefixes.map((prefix) => sql`starts_with(${rateLimits.key}, ${prefix})`),
      ),
    );
}

/** Spends a user's unused reset links, so that only the one made next works. */
export async function spendResetTokensOf(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.used, false)));
}

export async function insertResetToken(
  db: Executor,
  values: { userId: number; token: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks an unused, unexpired reset token used; the user it was for, or undefined. */
export async function spendResetToken(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [spent] = await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(
      and(
        eq(passwordResetTokens.token, tokenHash),
        eq(passwordResetTokens.used, false),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return spent?.userId;
}
