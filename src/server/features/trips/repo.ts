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

export async function deleteTrip(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(trips).where(eq(trips.id, id)).returning({ id: trips.id });
  return rows.length > 0;
}
