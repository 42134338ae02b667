import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { photos } from '../../db/schema';
import { updateAtVersion } from '../../db/versioned-update';
import { type PhotoRow, photoColumns } from '../../policy/access-repo';

export type { PhotoRow };
export type NewPhoto = typeof photos.$inferInsert;

export async function listPhotosOfTrip(db: Executor, tripId: number): Promise<PhotoRow[]> {
  return db
    .select(photoColumns)
    .from(photos)
    .where(eq(photos.tripId, tripId))
    .orderBy(asc(photos.uploadedAt), asc(photos.id));
}

/** The trip's photos among `ids`, in the list's order; those not of the trip are left out. */
export async function listPhotosOfTripByIds(
  db: Executor,
  tripId: number,
  ids: number[],
): Promise<PhotoRow[]> {
  return db
    .select(photoColumns)
    .from(photos)
    .where(and(eq(photos.tripId, tripId), inArray(photos.id, ids)))
    .orderBy(asc(photos.uploadedAt), asc(photos.id));
}

export async function countPhotosOfTrip(db: Executor, tripId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.tripId, tripId));
  return row?.n ?? 0;
}

/** The photo whose `file` column holds a name: run for every photo and thumbnail a page shows, so prepared. */
const photoWhoseFile = (file: 'filename' | 'thumbnailFilename', statement: string) =>
  preparedQuery(statement, (db, name) =>
    db
      .select(photoColumns)
      .from(photos)
      .where(eq(photos[file], sql.placeholder('name')))
      .limit(1)
      .prepare(name),
  );
const photoByFile = {
  filename: photoWhoseFile('filename', 'photo_by_filename'),
  thumbnailFilename: photoWhoseFile('thumbnailFilename', 'photo_by_thumbnail_filename'),
};

/** The photo a stored file belongs to, as original or as thumbnail. */
export async function findPhotoByFile(
  db: Executor,
  file: 'filename' | 'thumbnailFilename',
  name: string,
): Promise<PhotoRow | undefined> {
  const [row] = await photoByFile[file](db, { name });
  return row;
}

export async function insertPhoto(db: Executor, values: NewPhoto): Promise<PhotoRow> {
  const [row] = await db.insert(photos).values(values).returning(photoColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes a photo and raises its version; with `expectedVersion`, only at that version (updateAtVersion). */
export async function updatePhoto(
  db: Executor,
  id: number,
  values: Partial<Pick<NewPhoto, 'caption' | 'tags' | 'stopId' | 'locationName'>>,
  expectedVersion?: number,
): Promise<PhotoRow | undefined> {
  return updateAtVersion(db, photos, id, values, expectedVersion, photoColumns);
}

export async function deletePhoto(db: Executor, id: number, tripId: number): Promise<PhotoRow | undefined> {
  const [row] = await db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.tripId, tripId)))
    .returning(photoColumns);
  return row;
}

/** Photos still lacking their copy without metadata or their thumbnail. */
export async function listPhotosWithoutDerivedImages(db: Executor) {
  return db
    .select({
      id: photos.id,
      filename: photos.filename,
      mimetype: photos.mimetype,
      sharedFilename: photos.sharedFilename,
      thumbnailFilename: photos.thumbnailFilename,
      thumbnailMade: photos.thumbnailMade,
    })
    .from(photos)
    .where(or(isNull(photos.sharedFilename), eq(photos.thumbnailMade, false)))
    .orderBy(asc(photos.id));
}

/** Whether the photo was still there to be marked. */
export async function markImagesDerived(db: Executor, id: number, sharedFilename: string): Promise<boolean> {
  const marked = await db
    .update(photos)
    .set({ sharedFilename, thumbnailMade: true })
    .where(eq(photos.id, id))
    .returning({ id: photos.id });
  return marked.length > 0;
}
