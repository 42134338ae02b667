import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { milesBetweenStops, type TripMeasures } from '../../../common/trips/distance';
import { compareStops } from '../../../common/trips/stop-rules';
import type { Executor } from '../../db/client';
import { gpsRoutes, photos, type TripRow, tripStops, trips } from '../../db/schema';
import { updateAtVersion } from '../../db/versioned-update';

export type { TripRow };
export type NewTrip = typeof trips.$inferInsert;

export async function listTripsOfUser(db: Executor, userId: number): Promise<TripRow[]> {
  return db
    .select()
    .from(trips)
    .where(eq(trips.userId, userId))
    .orderBy(desc(trips.createdAt), desc(trips.id));
}

export interface TripCover {
  photoId: number;
  filename: string;
  thumbnailFilename: string | null;
}

/** The picture each trip is shown by: its chosen cover, else its first photo (by date taken, then upload). */
export async function tripCovers(db: Executor, tripIds: readonly number[]): Promise<Map<number, TripCover>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([photos.tripId], {
      tripId: photos.tripId,
      photoId: photos.id,
      filename: photos.filename,
      thumbnailFilename: photos.thumbnailFilename,
    })
    .from(photos)
    .innerJoin(trips, eq(trips.id, photos.tripId))
    .where(inArray(photos.tripId, [...tripIds]))
    .orderBy(
      photos.tripId,
      sql`${photos.id} = ${trips.coverPhotoId} desc nulls last`,
      sql`${photos.takenAt} asc nulls last`,
      photos.uploadedAt,
      photos.id,
    );
  return new Map(rows.map(({ tripId, ...cover }) => [tripId, cover]));
}

/**
 * Makes one of the trip's photos its cover (null: none chosen); undefined when that photo is not in the trip.
 * The photo's row is locked before the trip's, the order in which deleting a photo takes them (its row, then the
 * trip's through the cover's foreign key and the content version): the other order deadlocks with a deletion.
 */
export async function setCoverPhoto(
  db: Executor,
  tripId: number,
  photoId: number | null,
): Promise<TripRow | undefined> {
  if (photoId !== null) {
    const [photo] = await db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.tripId, tripId)))
      .for('key share');
    if (!photo) return undefined;
  }
  const [row] = await db
    .update(trips)
    .set({ coverPhotoId: photoId, updatedAt: new Date() })
    .where(eq(trips.id, tripId))
    .returning();
  return row;
}

/**
 * What each trip's distance and driving time are measured from: its route's stored length and moving time (never
 * its points) and its stops' places in trip order.
 */
export async function loadTripMeasures(
  db: Executor,
  tripIds: readonly number[],
): Promise<Map<number, TripMeasures>> {
  const [routes, stops] = await Promise.all([
    db
      .select({
        tripId: gpsRoutes.tripId,
        miles: gpsRoutes.totalDistance,
        movingSeconds: gpsRoutes.movingSeconds,
      })
      .from(gpsRoutes)
      .where(inArray(gpsRoutes.tripId, [...tripIds])),
    db
      .select({
        tripId: tripStops.tripId,
        id: tripStops.id,
        stopOrder: tripStops.stopOrder,
        arrivalTime: tripStops.arrivalTime,
        latitude: tripStops.latitude,
        longitude: tripStops.longitude,
      })
      .from(tripStops)
      .where(inArray(tripStops.tripId, [...tripIds])),
  ]);
  const stopsOf = new Map<number, typeof stops>();
  for (const stop of stops) {
    const ofTrip = stopsOf.get(stop.tripId);
    if (ofTrip) ofTrip.push(stop);
    else stopsOf.set(stop.tripId, [stop]);
  }
  const routeOf = new Map(routes.map((route) => [route.tripId, route]));
  return new Map(
    tripIds.map((tripId) => [
      tripId,
      {
        routeMiles: routeOf.get(tripId)?.miles ?? 0,
        routeMovingSeconds: routeOf.get(tripId)?.movingSeconds ?? 0,
        stopsMiles: milesBetweenStops((stopsOf.get(tripId) ?? []).sort(compareStops)),
      },
    ]),
  );
}

export async function insertTrip(db: Executor, values: NewTrip): Promise<TripRow> {
  const [row] = await db.insert(trips).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes a trip and raises its version; with `expectedVersion`, only at that version (updateAtVersion). */
export async function updateTrip(
  db: Executor,
  id: number,
  values: Partial<Omit<NewTrip, 'id' | 'userId' | 'createdAt' | 'version'>>,
  expectedVersion?: number,
): Promise<TripRow | undefined> {
  const changes = { ...values, updatedAt: new Date() };
  return updateAtVersion(db, trips, id, changes, expectedVersion, getTableColumns(trips));
}

/**
 * Holds the trip until the transaction ends; false when it is gone. `key share` only keeps it from being
 * deleted (an upload committing); `no key update` also serialises writers of the trip's own data (its route,
 * its public link) without blocking stops and photos being added; `update` is for deleting it.
 */
export async function lockTrip(
  db: Executor,
  id: number,
  strength: 'key share' | 'no key update' | 'update',
): Promise<boolean> {
  const rows = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).for(strength);
  return rows.length > 0;
}

export async function deleteTrip(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(trips).where(eq(trips.id, id)).returning({ id: trips.id });
  return rows.length > 0;
}
