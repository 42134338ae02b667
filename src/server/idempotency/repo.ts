import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotentRequests } from '../db/schema';

/** How long a key's first reply is given again. */
export const KEY_LIFETIME_HOURS = 24;

const expired = sql`${idempotentRequests.createdAt} < now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`;

export type KeyedRequest = typeof idempotentRequests.$inferSelect;

export interface StoredReply {
  status: number;
  contentType: string | null;
  body: string;
}

export async function findKeyedRequest(
  db: Executor,
  userId: number,
  key: string,
): Promise<KeyedRequest | undefined> {
  const [row] = await db
    .select()
    .from(idempotentRequests)
    .where(
      and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key), sql`NOT (${expired})`),
    );
  return row;
}

/**
 * Takes the key for the change under way in `tx`, or answers false when a change already took it: one stored
 * within the key's lifetime, or one committed meanwhile by a request sent alongside (whose transaction this
 * statement waits for). A key older than its lifetime is taken afresh.
 */
export async function takeKey(
  tx: Executor,
  row: { userId: number; key: string; fingerprint: string },
): Promise<boolean> {
  const taken = await tx
    .insert(idempotentRequests)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotentRequests.userId, idempotentRequests.key],
      set: {
        fingerprint: row.fingerprint,
        status: null,
        contentType: null,
        body: null,
        createdAt: sql`now()`,
      },
      setWhere: expired,
    })
    .returning({ key: idempotentRequests.key });
  return taken.length > 0;
}

export async function storeReply(
  db: Executor,
  userId: number,
  key: string,
  reply: StoredReply,
): Promise<void> {
  await db
    .update(idempotentRequests)
    .set(reply)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
}

export async function purgeExpiredKeys(db: Executor): Promise<void> {
  await db.delete(idempotentRequests).where(expired);
}
