import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gpsRoutes } from '../../db/schema';

export type RouteRow = typeof gpsRoutes.$inferSelect;

export async function findRouteOfTrip(db: Executor, tripId: number): Promise<RouteRow | undefined> {
  const [row] = await db.select().from(gpsRoutes).where(eq(gpsRoutes.tripId, tripId));
  return row;
}
