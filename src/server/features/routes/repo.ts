import { eq } from 'drizzle-orm';
import type { TrackPoint } from '../../../common/routes/geometry';
import type { Executor } from '../../db/client';
import { gpsRoutes } from '../../db/schema';

export type RouteRow = typeof gpsRoutes.$inferSelect;

export async function findRouteOfTrip(db: Executor, tripId: number): Promise<RouteRow | undefined> {
  const [row] = await db.select().from(gpsRoutes).where(eq(gpsRoutes.tripId, tripId));
  return row;
}

export async function saveRoute(
  db: Executor,
  tripId: number,
  routeData: TrackPoint[],
  totalDistance: number,
) {
  await db
    .insert(gpsRoutes)
    .values({ tripId, routeData, totalDistance })
    .onConflictDoUpdate({
      target: gpsRoutes.tripId,
      set: { routeData, totalDistance, updatedAt: new Date() },
    });
}

export async function deleteRoute(db: Executor, tripId: number): Promise<void> {
  await db.delete(gpsRoutes).where(eq(gpsRoutes.tripId, tripId));
}
