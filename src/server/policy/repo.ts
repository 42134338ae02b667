import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { photos, tripStops, trips } from '../db/schema';

/** Bytes of photos and voice memos in all of a user's trips. */
export async function storageUsed(db: Executor, userId: number): Promise<number> {
  const [photoBytes] = await db
    .select({ total: sql<string>`coalesce(sum(${photos.size}), 0)` })
    .from(photos)
    .innerJoin(trips, eq(trips.id, photos.tripId))
    .where(eq(trips.userId, userId));
  const [memoBytes] = await db
    .select({ total: sql<string>`coalesce(sum(${tripStops.voiceMemoSize}), 0)` })
    .from(tripStops)
    .innerJoin(trips, eq(trips.id, tripStops.tripId))
    .where(eq(trips.userId, userId));
  return Number(photoBytes?.total ?? 0) + Number(memoBytes?.total ?? 0);
}
