import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photos } from '../../db/schema';

export type PhotoRow = typeof photos.$inferSelect;
export type NewPhoto = typeof photos.$inferInsert;

export async function listPhotosOfTrip(db: Executor, tripId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.tripId, tripId))
    .orderBy(asc(photos.uploadedAt), asc(photos.id));
}

export async function countPhotosOfTrip(db: Executor, tripId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.tripId, tripId));
  return row?.n ?? 0;
}

export async function findPhoto(db: Executor, id: number): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  return row;
}

/** The photo a stored file belongs to, as original or as thumbnail. */
export async function findPhotoByFile(db: Executor, name: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(or(eq(photos.filename, name), eq(photos.thumbnailFilename, name)));
  return row;
}

export async function insertPhoto(db: Executor, values: NewPhoto): Promise<PhotoRow> {
  const [row] = await db.insert(photos).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updatePhoto(
  db: Executor,
  id: number,
  values: Partial<Pick<NewPhoto, 'caption' | 'tags' | 'stopId' | 'locationName'>>,
): Promise<PhotoRow | undefined> {
  const [row] = await db.update(photos).set(values).where(eq(photos.id, id)).returning();
  return row;
}

export async function deletePhoto(db: Executor, id: number, tripId: number): Promise<PhotoRow | undefined> {
  const [row] = await db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.tripId, tripId)))
    .returning();
  return row;
}

/** Photos uploaded before copies without metadata were made at upload. */
export async function listPhotosWithoutSharedCopy(db: Executor) {
  return db
    .select({
      id: photos.id,
      filename: photos.filename,
      mimetype: photos.mimetype,
      sharedFilename: photos.sharedFilename,
    })
    .from(photos)
    .where(isNull(photos.sharedFilename))
    .orderBy(asc(photos.id));
}

export async function setSharedFilename(db: Executor, id: number, name: string): Promise<void> {
  await db.update(photos).set({ sharedFilename: name }).where(eq(photos.id, id));
}
