import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { trips } from '../../db/schema';

export type TripRow = typeof trips.$inferSelect;
export type NewTrip = typeof trips.$inferInsert;

export async function listTripsOfUser(db: Executor, userId: number): Promise<TripRow[]> {
  return db
    .select()
    .from(trips)
    .where(eq(trips.userId, userId))
    .orderBy(desc(trips.createdAt), desc(trips.id));
}

const tripById = preparedQuery('trip_by_id', (db, name) =>
  db
    .select()
    .from(trips)
    .where(eq(trips.id, sql.placeholder('id')))
    .prepare(name),
);

export async function findTrip(db: Executor, id: number): Promise<TripRow | undefined> {
  const [row] = await tripById(db, { id });
  return row;
}

export async function insertTrip(db: Executor, values: NewTrip): Promise<TripRow> {
  const [row] = await db.insert(trips).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTrip(
  db: Executor,
  id: number,
  values: Partial<Omit<NewTrip, 'id' | 'userId' | 'createdAt'>>,
): Promise<TripRow | undefined> {
  const [row] = await db
    .update(trips)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trips.id, id))
    .returning();
  return row;
}

/**
 * Holds the trip until the transaction ends; false when it is gone. `key share` only keeps it from being
 * deleted (an upload committing); `no key update` also serialises writers of the trip's own data (its route,
 * its public link) without blocking stops and photos being added; `update` is for deleting it.
 */
export async function lockTrip(
  db: Executor,
  id: number,
  strength: 'key share' | 'no key update' | 'update',
): Promise<boolean> {
  const rows = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).for(strength);
  return rows.length > 0;
}

export async function deleteTrip(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(trips).where(eq(trips.id, id)).returning({ id: trips.id });
  return rows.length > 0;
}
