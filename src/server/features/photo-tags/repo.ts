import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photos, tripStops, trips, users } from '../../db/schema';
import { type PhotoRow, photoColumns } from '../../policy/access-repo';

export async function findPhotoForTagging(db: Executor, photoId: number) {
  const [row] = await db
    .select({ photo: photos, owner: users, stop: tripStops })
    .from(photos)
    .innerJoin(trips, eq(trips.id, photos.tripId))
    .innerJoin(users, eq(users.id, trips.userId))
    .leftJoin(tripStops, eq(tripStops.id, photos.stopId))
    .where(eq(photos.id, photoId));
  return row;
}

export async function saveAutoTags(
  db: Executor,
  photoId: number,
  values: {
    autoTags: string[];
    autoPlaceTags: string[];
    captionSuggestion: string | null;
    autoTagVersion: number;
  },
): Promise<void> {
  await db
    .update(photos)
    .set({ ...values, autoTaggedAt: sql`now()` })
    .where(eq(photos.id, photoId));
}

/** Owners with photos not tagged yet (or by an older tagger than `version`), a page at a time (by id). */
export async function listOwnersWithUntaggedPhotos(
  db: Executor,
  version: number,
  afterUserId: number,
  limit: number,
) {
  return db
    .selectDistinct({ owner: users })
    .from(photos)
    .innerJoin(trips, eq(trips.id, photos.tripId))
    .innerJoin(users, eq(users.id, trips.userId))
    .where(and(lt(photos.autoTagVersion, version), gt(users.id, afterUserId)))
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function listUntaggedPhotoIds(
  db: Executor,
  version: number,
  ownerId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .innerJoin(trips, eq(trips.id, photos.tripId))
    .where(and(eq(trips.userId, ownerId), lt(photos.autoTagVersion, version)))
    .orderBy(asc(photos.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Adds the tag to those the owner removed (once), so it is neither shown nor given again. */
export async function removeAutoTag(
  db: Executor,
  photoId: number,
  tag: string,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .update(photos)
    .set({
      removedAutoTags: sql`CASE WHEN ${tag} = ANY(${photos.removedAutoTags}) THEN ${photos.removedAutoTags}
        ELSE array_append(${photos.removedAutoTags}, ${tag}::text) END`,
    })
    .where(eq(photos.id, photoId))
    .returning(photoColumns);
  return row;
}
