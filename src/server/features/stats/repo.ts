import { and, asc, eq, getTableColumns, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gpsRouteParts, gpsRoutes, photos, tripStats, trips, users } from '../../db/schema';
import { listStopsOfTrip } from '../stops';
import type { TripFigures, TripSources } from './trip-figures';

export type TripStatsRow = typeof tripStats.$inferSelect;

/** Planned trips, and suspended ones that were planned, are not travelled yet: they never count. */
export const travelled = or(
  inArray(trips.status, ['active', 'completed']),
  and(eq(trips.status, 'suspended'), inArray(trips.statusBeforeSuspension, ['active', 'completed'])),
);

/** The stored size of a trip's route, its parts too. */
const routeBytes = () =>
  sql<number>`coalesce(pg_column_size(${gpsRoutes.routeData}), 0) + coalesce((select sum(pg_column_size(p.points))
    from ${gpsRouteParts} p where p.route_id = ${gpsRoutes}.id), 0)`.mapWith(Number);

const stale = or(isNull(tripStats.tripId), ne(tripStats.contentVersion, trips.contentVersion));

/**
 * The owner's counted trips, each with its last stored figures (null when none are stored yet) and the stored
 * size of its recorded route, which tells how long working its figures out takes (read from the value's
 * header, without reading the route itself).
 */
export async function countedTripsOf(db: Executor, userId: number) {
  return db
    .select({
      id: trips.id,
      title: trips.title,
      startDate: trips.startDate,
      endDate: trips.endDate,
      contentVersion: trips.contentVersion,
      stats: getTableColumns(tripStats),
      routeBytes: routeBytes(),
    })
    .from(trips)
    .leftJoin(tripStats, eq(tripStats.tripId, trips.id))
    .leftJoin(gpsRoutes, eq(gpsRoutes.tripId, trips.id))
    .where(and(eq(trips.userId, userId), travelled));
}

/** Ids of the owner's counted trips whose stored figures are missing or older than the trip. */
export async function staleTripIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .leftJoin(tripStats, eq(tripStats.tripId, trips.id))
    .where(and(eq(trips.userId, userId), travelled, stale));
  return rows.map((row) => row.id);
}

/** The owner of the trip when it counts in their statistics (travelled); undefined otherwise or when it is gone. */
export async function ownerOfCountedTrip(db: Executor, tripId: number) {
  const [row] = await db
    .select({ owner: users })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .where(and(eq(trips.id, tripId), travelled));
  return row?.owner;
}

/** Owners (after the given id, in id order) with a counted trip whose stored figures are missing or older. */
export async function listOwnersWithStaleStats(db: Executor, afterUserId: number, limit: number) {
  return db
    .selectDistinct({ owner: users })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .leftJoin(tripStats, eq(tripStats.tripId, trips.id))
    .where(and(travelled, stale, gt(users.id, afterUserId)))
    .orderBy(asc(users.id))
    .limit(limit);
}

/**
 * Everything a trip's figures are worked out from but its route (kept apart, `refreshTripStats`), and the version of the trip
 * they describe.
 */
export async function tripSources(
  db: Executor,
  tripId: number,
): Promise<{ contentVersion: number; sources: Omit<TripSources, 'route'> } | null> {
  const [trip] = await db
    .select({
      startDate: trips.startDate,
      totalMiles: trips.totalMiles,
      contentVersion: trips.contentVersion,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!trip) return null;
  const [stops, tripPhotos] = await Promise.all([
    listStopsOfTrip(db, tripId),
    db
      .select({
        stopId: photos.stopId,
        latitude: photos.latitude,
        longitude: photos.longitude,
        takenAt: photos.takenAt,
      })
      .from(photos)
      .where(eq(photos.tripId, tripId)),
  ]);
  const photosPerStop = new Map<number, number>();
  for (const photo of tripPhotos) {
    if (photo.stopId !== null) photosPerStop.set(photo.stopId, (photosPerStop.get(photo.stopId) ?? 0) + 1);
  }
  return {
    contentVersion: trip.contentVersion,
    sources: {
      startDate: trip.startDate,
      totalMiles: trip.totalMiles,
      stops: stops.map((stop) => ({
        name: stop.name,
        latitude: stop.latitude,
        longitude: stop.longitude,
        arrivalTime: stop.arrivalTime,
        hasVoiceMemo: stop.voiceMemoFilename !== null,
        photos: photosPerStop.get(stop.id) ?? 0,
      })),
      photos: tripPhotos,
    },
  };
}

/** Stores a trip's figures, unless figures of a later version of the trip were stored meanwhile. */
export async function saveTripStats(
  db: Executor,
  tripId: number,
  contentVersion: number,
  figures: TripFigures,
): Promise<TripStatsRow | undefined> {
  const values = { tripId, contentVersion, ...figures, computedAt: new Date() };
  const [row] = await db
    .insert(tripStats)
    .values(values)
    .onConflictDoUpdate({
      target: tripStats.tripId,
      set: values,
      setWhere: sql`${tripStats.contentVersion} <= excluded.content_version`,
    })
    .returning();
  return row;
}

/** A trip's last stored figures (null when none), whether they describe its current version, its route's size. */
export async function lastTripStats(db: Executor, tripId: number) {
  const [row] = await db
    .select({
      stats: getTableColumns(tripStats),
      current: sql<boolean>`${tripStats.contentVersion} is not distinct from ${trips.contentVersion}`,
      routeBytes: routeBytes(),
    })
    .from(trips)
    .leftJoin(tripStats, eq(tripStats.tripId, trips.id))
    .leftJoin(gpsRoutes, eq(gpsRoutes.tripId, trips.id))
    .where(eq(trips.id, tripId));
  return row;
}
