import { eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client';
import { photos, tripStops, trips } from '../db/schema';

/** Bytes of photos and voice memos in all of a user's trips, in one statement. */
export async function storageUsed(db: Executor, userId: number): Promise<number> {
  const photoBytes = db
    .select({ total: sql`coalesce(sum(${photos.size}), 0)` })
    .from(photos)
    .innerJoin(trips, eq(trips.id, photos.tripId))
    .where(eq(trips.userId, userId));
  const memoBytes = db
    .select({ total: sql`coalesce(sum(${tripStops.voiceMemoSize}), 0)` })
    .from(tripStops)
    .innerJoin(trips, eq(trips.id, tripStops.tripId))
    .where(eq(trips.userId, userId));
  const result = await db.execute(sql`select (${photoBytes}) + (${memoBytes}) as total`);
  return Number(rowsOf<{ total: string }>(result)[0]?.total ?? 0);
}
