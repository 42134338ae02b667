import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photos, trips, users, yearReviewLinks } from '../../db/schema';
import { travelled } from './repo';

export type ReviewLinkRow = typeof yearReviewLinks.$inferSelect;

export async function findReviewLink(
  db: Executor,
  userId: number,
  year: number,
): Promise<ReviewLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(yearReviewLinks)
    .where(and(eq(yearReviewLinks.userId, userId), eq(yearReviewLinks.year, year)));
  return row;
}

/** The year's link, made now unless a simultaneous request made it first. */
export async function ensureReviewLink(
  db: Executor,
  userId: number,
  year: number,
  token: string,
): Promise<ReviewLinkRow> {
  await db.insert(yearReviewLinks).values({ userId, year, token }).onConflictDoNothing();
  const row = await findReviewLink(db, userId, year);
  if (!row) throw new Error('The year in review link was neither made nor found');
  return row;
}

export async function deleteReviewLink(db: Executor, userId: number, year: number): Promise<boolean> {
  const removed = await db
    .delete(yearReviewLinks)
    .where(and(eq(yearReviewLinks.userId, userId), eq(yearReviewLinks.year, year)))
    .returning({ id: yearReviewLinks.id });
  return removed.length > 0;
}

export async function findReviewLinkByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ link: yearReviewLinks, owner: users })
    .from(yearReviewLinks)
    .innerJoin(users, eq(users.id, yearReviewLinks.userId))
    .where(eq(yearReviewLinks.token, token));
  return row;
}

const inYear = (year: number) => sql`extract(year from ${trips.startDate} at time zone 'UTC') = ${year}`;

/**
 * The year's best photos: one from each of the places photographed most (the captioned one, else the first
 * taken), largest groups first.
 */
export async function bestPhotosOf(db: Executor, userId: number, year: number, limit: number) {
  const ranked = db
    .select({
      id: photos.id,
      caption: photos.caption,
      place: photos.locationName,
      latitude: photos.latitude,
      longitude: photos.longitude,
      thumbnailFilename: photos.thumbnailFilename,
      tripTitle: trips.title,
      rank: sql<number>`row_number() over (partition by coalesce(${photos.stopId}, -${photos.tripId})
        order by (${photos.caption} is null), ${photos.takenAt} nulls last, ${photos.id})`.as('rank'),
      groupSize: sql<number>`count(*) over (partition by coalesce(${photos.stopId}, -${photos.tripId}))`.as(
        'group_size',
      ),
      takenAt: photos.takenAt,
    })
    .from(photos)
    .innerJoin(trips, eq(trips.id, photos.tripId))
    .where(
      // A photo without a thumbnail (one from before thumbnails were made with the upload, not derived yet) joins
      // the review once it has one.
      and(
        eq(trips.userId, userId),
        travelled,
        inYear(year),
        sql`${photos.thumbnailFilename} is not null`,
        eq(photos.thumbnailMade, true),
      ),
    )
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(eq(ranked.rank, 1))
    .orderBy(sql`${ranked.groupSize} desc`, ranked.takenAt, ranked.id)
    .limit(limit);
}

/** A photo of one of the owner's travelled trips of the year, with where it was taken. */
export async function photoOfYear(db: Executor, userId: number, year: number, photoId: number) {
  const [row] = await db
    .select({
      thumbnailFilename: photos.thumbnailFilename,
      latitude: photos.latitude,
      longitude: photos.longitude,
    })
    .from(photos)
    .innerJoin(trips, eq(trips.id, photos.tripId))
    .where(
      and(
        eq(photos.id, photoId),
        eq(trips.userId, userId),
        travelled,
        inYear(year),
        eq(photos.thumbnailMade, true),
      ),
    );
  return row;
}
