import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tripPresence, users } from '../../db/schema';

export async function insertPresence(
  db: Executor,
  values: { connectionId: string; tripId: number; userId: number },
): Promise<void> {
  await db.insert(tripPresence).values(values);
}

export async function deletePresence(db: Executor, connectionId: string): Promise<void> {
  await db.delete(tripPresence).where(eq(tripPresence.connectionId, connectionId));
}

/** Marks these streams as still open. */
export async function touchPresence(db: Executor, connectionIds: string[]): Promise<void> {
  if (connectionIds.length === 0) return;
  await db
    .update(tripPresence)
    .set({ seenAt: sql`now()` })
    .where(inArray(tripPresence.connectionId, connectionIds));
}

/** Everyone with the trip open, once each, whose stream was seen within `freshSeconds`. */
export async function listViewersOfTrip(db: Executor, tripId: number, freshSeconds: number) {
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, username: users.username })
    .from(tripPresence)
    .innerJoin(users, eq(users.id, tripPresence.userId))
    .where(
      and(
        eq(tripPresence.tripId, tripId),
        gt(tripPresence.seenAt, sql`now() - make_interval(secs => ${freshSeconds})`),
      ),
    )
    .orderBy(users.id);
}
