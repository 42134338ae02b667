import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photoPlacements, photos, tripStops } from '../../db/schema';

export type PlacementRow = typeof photoPlacements.$inferSelect;
export type PlacedPhotoEntry = PlacementRow['photos'][number];

const withoutPosition = or(isNull(photos.latitude), isNull(photos.longitude));

/** What a change to a photo is announced with. */
const photoSubjectColumns = { id: photos.id, caption: photos.caption, originalName: photos.originalName };

export interface PhotoToPlace {
  id: number;
  takenAt: Date;
  stopId: number | null;
}

/** The trip's photos without a position that know when they were taken (of `ids` alone, when given), by time. */
export async function listPhotosToPlace(
  db: Executor,
  tripId: number,
  ids?: readonly number[],
): Promise<PhotoToPlace[]> {
  const rows = await db
    .select({ id: photos.id, takenAt: photos.takenAt, stopId: photos.stopId })
    .from(photos)
    .where(
      and(
        eq(photos.tripId, tripId),
        withoutPosition,
        isNotNull(photos.takenAt),
        ids ? inArray(photos.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(photos.takenAt), asc(photos.id));
  // Those without a time are left out above.
  return rows as PhotoToPlace[];
}

/** Gives a photo that has no position one, and its stop; undefined when it has a position by now. */
export async function setPhotoPosition(
  db: Executor,
  tripId: number,
  photoId: number,
  values: { latitude: number; longitude: number; stopId: number | null },
) {
  const [row] = await db
    .update(photos)
    .set({ ...values, version: sql`${photos.version} + 1` })
    .where(and(eq(photos.id, photoId), eq(photos.tripId, tripId), withoutPosition))
    .returning(photoSubjectColumns);
  return row;
}

export async function insertPlacement(
  db: Executor,
  values: Pick<PlacementRow, 'tripId' | 'userId' | 'photos' | 'stopsMade'>,
): Promise<number> {
  const [row] = await db.insert(photoPlacements).values(values).returning({ id: photoPlacements.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The trip's placement, held until the transaction ends so that it is undone once. */
export async function lockPlacement(
  db: Executor,
  tripId: number,
  id: number,
): Promise<PlacementRow | undefined> {
  const [row] = await db
    .select()
    .from(photoPlacements)
    .where(and(eq(photoPlacements.id, id), eq(photoPlacements.tripId, tripId)))
    .for('update');
  return row;
}

/**
 * Takes the position a placement gave a photo off it again and puts it back under the stop it had (none, if
 * that stop is gone); undefined when the photo is gone or has another position by now.
 */
export async function unplacePhoto(db: Executor, tripId: number, entry: PlacedPhotoEntry) {
  const stopBefore =
    entry.stopIdBefore === null
      ? null
      : sql`(select ${tripStops.id} from ${tripStops} where ${tripStops.id} = ${entry.stopIdBefore} and ${tripStops.tripId} = ${tripId})`;
  const [row] = await db
    .update(photos)
    .set({ latitude: null, longitude: null, stopId: stopBefore, version: sql`${photos.version} + 1` })
    .where(
      and(
        eq(photos.id, entry.photoId),
        eq(photos.tripId, tripId),
        eq(photos.latitude, entry.lat),
        eq(photos.longitude, entry.lng),
      ),
    )
    .returning(photoSubjectColumns);
  return row;
}

/**
 * Deletes those of the stops a placement made that are as it made them (never edited: still at version 1, no
 * voice memo) and hold no photo.
 */
export async function deleteStopsLeftAsMade(db: Executor, tripId: number, stopIds: readonly number[]) {
  if (stopIds.length === 0) return [];
  return db
    .delete(tripStops)
    .where(
      and(
        eq(tripStops.tripId, tripId),
        inArray(tripStops.id, [...stopIds]),
        eq(tripStops.version, 1),
        isNull(tripStops.voiceMemoFilename),
        sql`not exists (select 1 from ${photos} where ${photos.stopId} = ${tripStops.id})`,
      ),
    )
    .returning({ id: tripStops.id, name: tripStops.name });
}

export async function markPlacementUndone(db: Executor, id: number): Promise<void> {
  await db.update(photoPlacements).set({ undoneAt: new Date() }).where(eq(photoPlacements.id, id));
}
