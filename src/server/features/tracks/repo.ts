import { eq, sql } from 'drizzle-orm';
import type { TrackPoint } from '../../../common/tracks/geometry';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { gpsRoutes } from '../../db/schema';

export type TrackRow = typeof gpsRoutes.$inferSelect;

export async function findTrackOfTrip(db: Executor, tripId: number): Promise<TrackRow | undefined> {
  const [row] = await db.select().from(gpsRoutes).where(eq(gpsRoutes.tripId, tripId));
  return row;
}

const routeRowVersion = preparedQuery('route_version', (db, name) =>
  db
    .select({ version: sql<string>`${gpsRoutes}.xmin::text` })
    .from(gpsRoutes)
    .where(eq(gpsRoutes.tripId, sql.placeholder('tripId')))
    .prepare(name),
);

/**
 * Which version of a trip's route is stored, without reading its points: PostgreSQL's transaction id of the row
 * (`xmin`), new with every write of it; 'none' without a route.
 */
export async function trackVersionOfTrip(db: Executor, tripId: number): Promise<string> {
  const [row] = await routeRowVersion(db, { tripId });
  return row?.version ?? 'none';
}

/** Stores the route's points with what is measured from them, so that reading those figures leaves the points. */
export async function saveTrack(
  db: Executor,
  tripId: number,
  routeData: TrackPoint[],
  measured: { totalDistance: number; movingSeconds: number },
) {
  await db
    .insert(gpsRoutes)
    .values({ tripId, routeData, ...measured })
    .onConflictDoUpdate({
      target: gpsRoutes.tripId,
      set: { routeData, ...measured, updatedAt: new Date() },
    });
}

export async function deleteTrack(db: Executor, tripId: number): Promise<void> {
  await db.delete(gpsRoutes).where(eq(gpsRoutes.tripId, tripId));
}

/** Adds points at the end of the stored route (its figures are set apart, once it is whole). */
export async function appendToTrack(db: Executor, tripId: number, points: TrackPoint[]): Promise<void> {
  await db
    .update(gpsRoutes)
    .set({
      routeData: sql`${gpsRoutes.routeData} || ${JSON.stringify(points)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(gpsRoutes.tripId, tripId));
}

export async function setTrackMeasures(
  db: Executor,
  tripId: number,
  measured: { totalDistance: number; movingSeconds: number },
): Promise<void> {
  await db.update(gpsRoutes).set(measured).where(eq(gpsRoutes.tripId, tripId));
}
