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
