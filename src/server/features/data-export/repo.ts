import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountExports, devices, photos, tripShares, trips } from '../../db/schema';
import { listStopsOfTrip } from '../stops';
import { findTrackOfTrip } from '../tracks';

export type AccountExportRow = typeof accountExports.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertExport(db: Executor, userId: number): Promise<AccountExportRow> {
  const [row] = await db.insert(accountExports).values({ userId }).returning();
  if (!row) throw new Error('the export was not stored');
  return row;
}

export async function findExport(db: Executor, id: string): Promise<AccountExportRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(accountExports).where(eq(accountExports.id, id));
  return row;
}

export async function listExportsOf(db: Executor, userId: number): Promise<AccountExportRow[]> {
  return db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt))
    .limit(10);
}

export async function updateExport(
  db: Executor,
  id: string,
  values: Partial<Omit<AccountExportRow, 'id' | 'userId' | 'createdAt'>>,
): Promise<boolean> {
  const updated = await db
    .update(accountExports)
    .set(values)
    .where(eq(accountExports.id, id))
    .returning({ id: accountExports.id });
  return updated.length > 0;
}

/** Ready exports whose day has passed. */
export async function expiredExports(db: Executor, now: Date): Promise<AccountExportRow[]> {
  return db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.status, 'ready'), lt(accountExports.expiresAt, now)));
}

/** Everything of the account an export holds, trip by trip. */
export async function tripsToExport(db: Executor, userId: number) {
  return db.select().from(trips).where(eq(trips.userId, userId)).orderBy(asc(trips.id));
}

export async function tripContents(db: Executor, tripId: number) {
  const [stops, tripPhotos, route, shares] = await Promise.all([
    listStopsOfTrip(db, tripId),
    db.select().from(photos).where(eq(photos.tripId, tripId)).orderBy(asc(photos.id)),
    findTrackOfTrip(db, tripId),
    db.select().from(tripShares).where(eq(tripShares.tripId, tripId)).orderBy(asc(tripShares.id)),
  ]);
  return { stops, photos: tripPhotos, route: route?.routeData ?? null, shares };
}

export async function devicesToExport(db: Executor, userId: number) {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), isNull(devices.revokedAt)))
    .orderBy(asc(devices.id));
}

export async function photoCountOf(db: Executor, tripIds: number[]): Promise<number> {
  if (tripIds.length === 0) return 0;
  return (await db.select({ id: photos.id }).from(photos).where(inArray(photos.tripId, tripIds))).length;
}
