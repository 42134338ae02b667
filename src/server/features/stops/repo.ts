import { eq, sql } from 'drizzle-orm';
import { compareStops } from '../../../common/trips/stop-rules';
import type { Executor } from '../../db/client';
import { tripStops } from '../../db/schema';

export type StopRow = typeof tripStops.$inferSelect;
export type NewStop = typeof tripStops.$inferInsert;

/** The stored file of a stop's voice memo and the type it is served as. */
export const voiceMemoFile = (name: string, mimetype: string | null) => ({
  name,
  contentType: mimetype ?? 'audio/webm',
});

/** A trip's stops in the one order every view shows them in (compareStops). */
export async function listStopsOfTrip(db: Executor, tripId: number): Promise<StopRow[]> {
  const stops = await db.select().from(tripStops).where(eq(tripStops.tripId, tripId));
  return stops.sort(compareStops);
}

export async function findStop(db: Executor, id: number): Promise<StopRow | undefined> {
  const [row] = await db.select().from(tripStops).where(eq(tripStops.id, id));
  return row;
}

/** The stop, held until the transaction ends, so that changes to it are made one after another. */
export async function lockStop(db: Executor, id: number): Promise<StopRow | undefined> {
  const [row] = await db.select().from(tripStops).where(eq(tripStops.id, id)).for('update');
  return row;
}

/** The first key of the advisory lock that stands for one trip's stop order (the trip id is the second). */
const STOP_ORDER_LOCK = 17_001;

/** Holds the order of a trip's stops until the transaction ends, so that stops are placed one after another. */
export async function lockStopOrder(db: Executor, tripId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${STOP_ORDER_LOCK}, ${tripId})`);
}

export async function insertStop(db: Executor, values: NewStop & { stopOrder: number }): Promise<StopRow> {
  const [row] = await db.insert(tripStops).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Gives stops new places in their trip, all in one statement. */
export async function setStopOrders(
  db: Executor,
  orders: { id: number; stopOrder: number }[],
): Promise<void> {
  if (orders.length === 0) return;
  await db.execute(sql`
    update ${tripStops} set stop_order = o.stop_order, updated_at = now()
    from unnest(${sql.param(orders.map((o) => o.id))}::int[], ${sql.param(orders.map((o) => o.stopOrder))}::int[])
      as o(id, stop_order)
    where ${tripStops.id} = o.id`);
}

export interface ImportedStop {
  name: string;
  description: string | null;
  latitude: number;
  longitude: number;
  arrivalTime: Date | null;
}

/**
 * Inserts many stops at the places given in a single statement fed by arrays, so that a route import with
 * thousands of waypoints costs one round trip and almost no work in this process.
 */
export async function insertStops(
  db: Executor,
  tripId: number,
  stops: (ImportedStop & { stopOrder: number })[],
): Promise<number> {
  if (stops.length === 0) return 0;
  const column = <T>(pick: (stop: ImportedStop & { stopOrder: number }) => T) => sql.param(stops.map(pick));
  await db.execute(sql`
    insert into ${tripStops} (trip_id, name, description, latitude, longitude, arrival_time, stop_order)
    select ${tripId}, s.name, s.description, s.latitude, s.longitude, s.arrival_time, s.stop_order
    from unnest(
      ${column((stop) => stop.name)}::text[],
      ${column((stop) => stop.description)}::text[],
      ${column((stop) => stop.latitude)}::double precision[],
      ${column((stop) => stop.longitude)}::double precision[],
      ${column((stop) => stop.arrivalTime?.toISOString() ?? null)}::timestamptz[],
      ${column((stop) => stop.stopOrder)}::int[]
    ) as s(name, description, latitude, longitude, arrival_time, stop_order)`);
  return stops.length;
}

export async function updateStop(
  db: Executor,
  id: number,
  values: Partial<Omit<NewStop, 'id' | 'tripId' | 'createdAt'>>,
): Promise<StopRow | undefined> {
  const [row] = await db
    .update(tripStops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tripStops.id, id))
    .returning();
  return row;
}

export async function deleteStop(db: Executor, id: number): Promise<StopRow | undefined> {
  const [row] = await db.delete(tripStops).where(eq(tripStops.id, id)).returning();
  return row;
}

export async function findStopByVoiceMemo(db: Executor, filename: string): Promise<StopRow | undefined> {
  const [row] = await db.select().from(tripStops).where(eq(tripStops.voiceMemoFilename, filename));
  return row;
}
