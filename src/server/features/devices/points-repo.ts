import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { devices } from '../../db/schema';

/** A point as every app's message comes down to. */
export interface DevicePoint {
  recordedAt: Date;
  lat: number;
  lon: number;
  alt?: number | null;
  acc?: number | null;
  /** Meters per second. */
  speed?: number | null;
  /** 0–100. */
  battery?: number | null;
  /** A POI or a visit: the point also makes a stop. */
  stopName?: string | null;
  departedAt?: Date | null;
}

export interface StoredPoint {
  tripId: number | null;
  lat: number;
  lon: number;
  alt: number | null;
  recordedAt: Date;
  stopName: string | null;
  departedAt: Date | null;
}

interface StoredRow extends Omit<StoredPoint, 'recordedAt' | 'departedAt'> {
  recordedAt: string | Date;
  departedAt: string | Date | null;
}

const asStored = (row: StoredRow): StoredPoint => ({
  ...row,
  recordedAt: new Date(row.recordedAt),
  departedAt: row.departedAt ? new Date(row.departedAt) : null,
});

/**
 * Stores the points not stored before (the same device and moment: one point, and one stop), each into the device's trip, or
 * else its owner's newest trip whose dates include the point's day (UTC), or no trip yet; answers those stored.
 */
export async function insertDevicePoints(
  db: Executor,
  device: { id: number; userId: number; tripId: number | null },
  points: readonly DevicePoint[],
): Promise<StoredPoint[]> {
  if (points.length === 0) return [];
  const batch = JSON.stringify(
    points.map((point) => ({
      t: point.recordedAt.toISOString(),
      lat: point.lat,
      lon: point.lon,
      alt: point.alt ?? null,
      acc: point.acc ?? null,
      speed: point.speed ?? null,
      battery: point.battery ?? null,
      stop_name: point.stopName ?? null,
      departed_at: point.departedAt?.toISOString() ?? null,
    })),
  );
  const result = await db.execute(sql`
    insert into device_points (device_id, recorded_at, lat, lon, alt, acc, speed, battery, stop_name, departed_at, trip_id)
    select ${device.id}::int, p.t, p.lat, p.lon, p.alt, p.acc, p.speed, p.battery, p.stop_name, p.departed_at,
      coalesce(${device.tripId}::int, (
        select t.id from trips t
        where t.user_id = ${device.userId}::int
          and p.t >= date_trunc('day', t.start_date, 'UTC')
          and p.t < date_trunc('day', t.end_date, 'UTC') + interval '1 day'
        order by t.created_at desc, t.id desc limit 1))
    from json_to_recordset(${batch}::json) as p(
      t timestamptz, lat double precision, lon double precision, alt double precision, acc double precision,
      speed double precision, battery double precision, stop_name text, departed_at timestamptz
    )
    on conflict (device_id, recorded_at, (stop_name is not null)) do nothing
    returning trip_id as "tripId", lat, lon, alt, recorded_at as "recordedAt", stop_name as "stopName",
      departed_at as "departedAt"`);
  return (result as unknown as { rows: StoredRow[] }).rows.map(asStored);
}

/** The device was heard from, and sent this many new points. */
export async function markDeviceSeen(db: Executor, deviceId: number, added: number): Promise<void> {
  await db
    .update(devices)
    .set({ lastSeenAt: sql`now()`, pointCount: sql`${devices.pointCount} + ${added}` })
    .where(eq(devices.id, deviceId));
}

/**
 * Gives the trip the points of its owner's devices that waited for a trip covering their day; answers them.
 */
export async function attachWaitingPoints(db: Executor, tripId: number): Promise<StoredPoint[]> {
  const result = await db.execute(sql`
    update device_points p set trip_id = t.id
    from devices d, trips t
    where t.id = ${tripId}::int and d.user_id = t.user_id and p.device_id = d.id and p.trip_id is null
      and p.recorded_at >= date_trunc('day', t.start_date, 'UTC')
      and p.recorded_at < date_trunc('day', t.end_date, 'UTC') + interval '1 day'
    returning p.trip_id as "tripId", p.lat, p.lon, p.alt, p.recorded_at as "recordedAt",
      p.stop_name as "stopName", p.departed_at as "departedAt"`);
  return (result as unknown as { rows: StoredRow[] }).rows.map(asStored);
}
