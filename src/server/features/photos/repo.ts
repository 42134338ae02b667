import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photos } from '../../db/schema';

export type PhotoRow = typeof photos.$inferSelect;

export async function listPhotosOfTrip(db: Executor, tripId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.tripId, tripId))
    .orderBy(asc(photos.uploadedAt), asc(photos.id));
}
