import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

export async function findTrip(db: Executor, id: number): Promise<TripRow | undefined> {
  const [row] = await db.select().from(trips).where(eq(trips.id, id));
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
 * Keeps the trip from being deleted until the transaction ends (and waits for a deletion under way):
 * false when the trip is gone.
 */
export async function holdTrip(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).for('key share');
  return rows.length > 0;
}

/** The trip, held against every change until the transaction ends: false when it is gone. */
export async function lockTrip(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).for('update');
  return rows.length > 0;
}

export async function deleteTrip(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(trips).where(eq(trips.id, id)).returning({ id: trips.id });
  return rows.length > 0;
}
