import { and, desc, eq, sql } from 'drizzle-orm';
import { compareStops, DEFAULT_VISIT_TYPE } from '../../../common/trips/stop-rules';
import { type Executor, rowsOf } from '../../db/client';
import { tripStops } from '../../db/schema';
import { updateAtVersion } from '../../db/versioned-update';
import { type StopRow, stopColumns } from '../../policy/access-repo';

export type { StopRow };
export type NewStop = typeof tripStops.$inferInsert;

/** The stored file of a stop's voice memo and the type it is served as. */
export const voiceMemoFile = (name: string, mimetype: string | null) => ({
  name,
  contentType: mimetype ?? 'audio/webm',
});

/** A trip's stops in the one order every view shows them in (compareStops). */
export async function listStopsOfTrip(db: Executor, tripId: number): Promise<StopRow[]> {
  const stops = await db.select(stopColumns).from(tripStops).where(eq(tripStops.tripId, tripId));
  return stops.sort(compareStops);
}

/** The stop, held until the transaction ends, so that changes to it are made one after another. */
export async function lockStop(db: Executor, id: number): Promise<StopRow | undefined> {
  const [row] = await db.select(stopColumns).from(tripStops).where(eq(tripStops.id, id)).for('update');
  return row;
}

/** The first key of the advisory lock that stands for one trip's stop order (the trip id is the second). */
const STOP_ORDER_LOCK = 17_001;

/** Holds the order of a trip's stops until the transaction ends, so that stops are placed one after another. */
export async function lockStopOrder(db: Executor, tripId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${STOP_ORDER_LOCK}, ${tripId})`);
}

export async function insertStop(db: Executor, values: NewStop & { stopOrder: number }): Promise<StopRow> {
  const [row] = await db.insert(tripStops).values(values).returning(stopColumns);
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

/** A stop to be added and the place it is given in its trip. */
export interface Placed<T> {
  stop: T;
  stopOrder: number;
}

export interface ImportedStop {
  name: string;
  description: string | null;
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2, when the source named it. */
  country?: string | null;
  arrivalTime: Date | null;
  departureTime?: Date | null;
  /** What a stop coming back from an export has besides; the visit type is the default one when left out. */
  comments?: string | null;
  visitType?: string;
  wikipediaUrl?: string | null;
  websiteUrl?: string | null;
  aiDescription?: string | null;
}

/** Rows per insert statement: each is serialised in well under a millisecond, and other requests run between. */
const INSERT_BATCH = 1_000;

/**
 * Inserts many stops at the places given, a batch per statement, each batch sent as one JSON document that
 * PostgreSQL unpacks: a route import with 20,000 waypoints never holds this process for long.
 */
export async function insertStops(
  db: Executor,
  tripId: number,
  stops: readonly Placed<ImportedStop>[],
  createdById: number,
): Promise<number[]> {
  const idByOrder = new Map<number, number>();
  for (let at = 0; at < stops.length; at += INSERT_BATCH) {
    const batch = JSON.stringify(
      stops.slice(at, at + INSERT_BATCH).map(({ stop, stopOrder }) => ({ ...stop, stopOrder })),
    );
    const inserted = await db.execute(sql`
      insert into ${tripStops} (trip_id, created_by, name, description, latitude, longitude, country, arrival_time,
        departure_time, stop_order, comments, visit_type, wikipedia_url, website_url, ai_description)
      select ${tripId}, ${createdById}::int, s.name, s.description, s.latitude, s.longitude, s.country, s."arrivalTime",
        s."departureTime", s."stopOrder", s.comments, coalesce(s."visitType", ${DEFAULT_VISIT_TYPE}),
        s."wikipediaUrl", s."websiteUrl", s."aiDescription"
      from json_to_recordset(${batch}::json) as s(
        name text, description text, latitude double precision, longitude double precision, country text,
        "arrivalTime" timestamptz, "departureTime" timestamptz, "stopOrder" int, comments text, "visitType" text,
        "wikipediaUrl" text, "websiteUrl" text, "aiDescription" text
      )
      returning id, stop_order`);
    for (const row of rowsOf<{ id: number; stop_order: number }>(inserted))
      idByOrder.set(row.stop_order, row.id);
  }
  // Each placed stop has its own place in the trip's order, by which its row is found again.
  return stops.map(({ stopOrder }) => idByOrder.get(stopOrder) as number);
}

/** Changes a stop and raises its version; with `expectedVersion`, only at that version (updateAtVersion). */
export async function updateStop(
  db: Executor,
  id: number,
  values: Partial<Omit<NewStop, 'id' | 'tripId' | 'createdAt' | 'version'>>,
  expectedVersion?: number,
): Promise<StopRow | undefined> {
  const changes = { ...values, updatedAt: new Date() };
  return updateAtVersion(db, tripStops, id, changes, expectedVersion, stopColumns);
}

export async function deleteStop(db: Executor, id: number): Promise<StopRow | undefined> {
  const [row] = await db.delete(tripStops).where(eq(tripStops.id, id)).returning(stopColumns);
  return row;
}

/** The trip's stop of this name that arrived at this moment (the one a phone's POI made). */
export async function findStopArrivedAt(
  db: Executor,
  tripId: number,
  name: string,
  arrivalTime: Date,
): Promise<StopRow | undefined> {
  const [row] = await db
    .select(stopColumns)
    .from(tripStops)
    .where(
      and(eq(tripStops.tripId, tripId), eq(tripStops.name, name), eq(tripStops.arrivalTime, arrivalTime)),
    )
    .orderBy(desc(tripStops.id))
    .limit(1);
  return row;
}

export async function findStopByVoiceMemo(db: Executor, filename: string): Promise<StopRow | undefined> {
  const [row] = await db.select(stopColumns).from(tripStops).where(eq(tripStops.voiceMemoFilename, filename));
  return row;
}
