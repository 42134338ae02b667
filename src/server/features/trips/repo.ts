import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { trips } from '../../db/schema';

export type TripRow = typeof trips.$inferSelect;

export async function listTripsOfUser(db: Executor, userId: number): Promise<TripRow[]> {
  return db
    .select()
    .from(trips)
    .where(eq(trips.userId, userId))
    .orderBy(desc(trips.createdAt), desc(trips.id));
}
