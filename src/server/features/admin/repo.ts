import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, ne, or, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photos, tripReports, tripStops, trips, users } from '../../db/schema';

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A paid plan that has not run out. */
const onPaidPlan = and(
  ne(users.subscriptionTier, 'free'),
  or(isNull(users.subscriptionExpiresAt), gt(users.subscriptionExpiresAt, sql`now()`)),
);

export async function countStats(db: Executor) {
  const [userCounts] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
      premium: sql<number>`count(*) filter (where ${onPaidPlan})`.mapWith(Number),
    })
    .from(users);
  const [tripCounts] = await db
    .select({
      total: count(),
      public: sql<number>`count(*) filter (where ${isNotNull(trips.shareUrl)})`.mapWith(Number),
    })
    .from(trips);
  const [photoCounts] = await db
    .select({ total: count(), bytes: sum(photos.size).mapWith(Number) })
    .from(photos);
  const [memoBytes] = await db
    .select({ bytes: sum(tripStops.voiceMemoSize).mapWith(Number) })
    .from(tripStops);
  const [openReports] = await db
    .select({ total: count() })
    .from(tripReports)
    .where(eq(tripReports.status, 'open'));
  return {
    totalUsers: userCounts?.total ?? 0,
    activeUsers: userCounts?.active ?? 0,
    totalTrips: tripCounts?.total ?? 0,
    publicTrips: tripCounts?.public ?? 0,
    totalPhotos: photoCounts?.total ?? 0,
    storageUsed: (photoCounts?.bytes ?? 0) + (memoBytes?.bytes ?? 0),
    premiumUsers: userCounts?.premium ?? 0,
    reportsCount: openReports?.total ?? 0,
  };
}

export async function listUsersPage(db: Executor, search: string | undefined, limit: number, offset: number) {
  const where = search
    ? or(
        ilike(users.username, like(search)),
        ilike(users.email, like(search)),
        ilike(users.firstName, like(search)),
        ilike(users.lastName, like(search)),
      )
    : undefined;
  const tripCount = db.$with('trip_counts').as(
    db
      .select({ userId: trips.userId, trips: count().as('trips') })
      .from(trips)
      .groupBy(trips.userId),
  );
  const photoCount = db.$with('photo_counts').as(
    db
      .select({ userId: trips.userId, photos: count().as('photos') })
      .from(photos)
      .innerJoin(trips, eq(trips.id, photos.tripId))
      .groupBy(trips.userId),
  );
  const rows = await db
    .with(tripCount, photoCount)
    .select({
      user: users,
      tripCount: sql<number>`coalesce(${tripCount.trips}, 0)`.mapWith(Number),
      photoCount: sql<number>`coalesce(${photoCount.photos}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(tripCount, eq(tripCount.userId, users.id))
    .leftJoin(photoCount, eq(photoCount.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function listTripsPage(db: Executor, search: string | undefined, limit: number, offset: number) {
  const where = search
    ? or(
        ilike(trips.title, like(search)),
        ilike(users.email, like(search)),
        ilike(users.username, like(search)),
      )
    : undefined;
  const rows = await db
    .select({
      trip: trips,
      userEmail: users.email,
      username: users.username,
      stopCount:
        sql<number>`(select count(*) from ${tripStops} where ${tripStops.tripId} = ${trips.id})`.mapWith(
          Number,
        ),
      photoCount: sql<number>`(select count(*) from ${photos} where ${photos.tripId} = ${trips.id})`.mapWith(
        Number,
      ),
      reportCount:
        sql<number>`(select count(*) from ${tripReports} where ${tripReports.tripId} = ${trips.id})`.mapWith(
          Number,
        ),
    })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .where(where)
    .orderBy(desc(trips.createdAt), desc(trips.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ total: count() })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function listReports(db: Executor) {
  return db
    .select({
      report: tripReports,
      tripTitle: trips.title,
      tripStatus: trips.status,
      reporter: users.username,
    })
    .from(tripReports)
    .innerJoin(trips, eq(trips.id, tripReports.tripId))
    .leftJoin(users, eq(users.id, tripReports.reporterId))
    .orderBy(sql`${tripReports.status} = 'resolved'`, desc(tripReports.createdAt));
}

export async function resolveReport(db: Executor, id: number) {
  const [row] = await db
    .update(tripReports)
    .set({ status: 'resolved', resolvedAt: new Date() })
    .where(eq(tripReports.id, id))
    .returning();
  return row;
}

/** Weekly counts over the last weeks, oldest first. */
export async function weeklyCounts(db: Executor, of: 'users' | 'trips', weeks: number) {
  const table = of === 'users' ? users : trips;
  const rows = await db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${table.createdAt}), 'YYYY-MM-DD')`,
      total: count(),
    })
    .from(table)
    .where(gt(table.createdAt, sql`now() - make_interval(weeks => ${weeks})`))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows;
}

export async function planMix(db: Executor) {
  return db
    .select({
      tier: sql<string>`case when ${onPaidPlan} then ${users.subscriptionTier} else 'free' end`,
      total: count(),
    })
    .from(users)
    .groupBy(sql`1`);
}

/**
 * The stored password hashes counted by their head, `$argon2id$v=19$m=19456,t=2,p=1` (scheme, version and
 * parameters, without salt and hash); a value that is not a PHC string (an account of the sign-in provider only)
 * is counted under an empty head.
 */
export async function countPasswordHashHeads(db: Executor): Promise<{ head: string; total: number }[]> {
  const field = (n: number) => sql`split_part(${users.password}, '$', ${sql.raw(String(n))})`;
  const head = sql<string>`case when ${users.password} like '$%' then concat_ws('$', '', ${field(2)}, ${field(3)}, ${field(4)}) else '' end`;
  return db.select({ head, total: count() }).from(users).groupBy(head).orderBy(desc(count()));
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.total ?? 0;
}

/** Every active account with an e-mail address. */
export async function listAnnouncementRecipients(db: Executor) {
  return db
    .select({ email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(and(eq(users.isActive, true), isNotNull(users.email)));
}

export async function listAllUsers(db: Executor) {
  return db.select().from(users).orderBy(asc(users.id));
}
