import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { TrackPoint } from '../../../common/tracks/geometry';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { gpsRouteParts, gpsRoutes } from '../../db/schema';

export type TrackRow = typeof gpsRoutes.$inferSelect;

/** The trip's route with all its points: those written whole, then each part's in the order added. */
export async function findTrackOfTrip(db: Executor, tripId: number): Promise<TrackRow | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(gpsRoutes),
      parts: sql<TrackPoint[][] | null>`(select json_agg(p.points order by p.id)
        from ${gpsRouteParts} p where p.route_id = ${gpsRoutes}.id)`,
    })
    .from(gpsRoutes)
    .where(eq(gpsRoutes.tripId, tripId));
  if (!row) return undefined;
  const { parts, ...track } = row;
  return parts ? { ...track, routeData: track.routeData.concat(...parts) } : track;
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
 * (`xmin`), new with every write of it, a part added too; 'none' without a route.
 */
export async function trackVersionOfTrip(db: Executor, tripId: number): Promise<string> {
  const [row] = await routeRowVersion(db, { tripId });
  return row?.version ?? 'none';
}

/** What is kept with a route's points, so that reading it, or adding points after its end, leaves them. */
export interface TrackMeasures {
  pointCount: number;
  totalDistance: number;
  movingSeconds: number;
  lastPoint: TrackPoint | null;
}

/** A route's measures and how many parts it has, without its points; undefined for a trip without a route. */
export async function findTrackMeasures(
  db: Executor,
  tripId: number,
): Promise<(TrackMeasures & { parts: number }) | undefined> {
  const [row] = await db
    .select({
      pointCount: gpsRoutes.pointCount,
      totalDistance: gpsRoutes.totalDistance,
      movingSeconds: gpsRoutes.movingSeconds,
      lastPoint: gpsRoutes.lastPoint,
      parts:
        sql<number>`(select count(*) from ${gpsRouteParts} p where p.route_id = ${gpsRoutes}.id)`.mapWith(
          Number,
        ),
    })
    .from(gpsRoutes)
    .where(eq(gpsRoutes.tripId, tripId));
  return row;
}

/** Stores the route whole, its parts folded in, with what is measured from it. */
export async function saveTrack(
  db: Executor,
  tripId: number,
  routeData: TrackPoint[],
  measured: TrackMeasures,
) {
  const [row] = await db
    .insert(gpsRoutes)
    .values({ tripId, routeData, ...measured })
    .onConflictDoUpdate({
      target: gpsRoutes.tripId,
      set: { routeData, ...measured, updatedAt: new Date() },
    })
    .returning({ id: gpsRoutes.id });
  if (row) await db.delete(gpsRouteParts).where(eq(gpsRouteParts.routeId, row.id));
}

export async function deleteTrack(db: Executor, tripId: number): Promise<void> {
  await db.delete(gpsRoutes).where(eq(gpsRoutes.tripId, tripId));
}

/** Adds points at the end of the stored route as a part, its points before left as they are, with its new measures. */
export async function appendToTrack(
  db: Executor,
  tripId: number,
  points: TrackPoint[],
  measured: TrackMeasures,
): Promise<void> {
  await db.execute(sql`
    with route as (
      update ${gpsRoutes}
      set point_count = ${measured.pointCount}, total_distance = ${measured.totalDistance},
        moving_seconds = ${measured.movingSeconds}, last_point = ${measured.lastPoint ? JSON.stringify(measured.lastPoint) : null}::jsonb,
        updated_at = now()
      where trip_id = ${tripId}
      returning id)
    insert into ${gpsRouteParts} (route_id, points) select id, ${JSON.stringify(points)}::jsonb from route`);
}
