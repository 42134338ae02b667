import { sql } from 'drizzle-orm';
import { plainArrayLiteral } from '../../db/array-literal';
import type { Executor } from '../../db/client';

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

/** A point's place in `device_points`' one-per-moment rule: its device's moment, and whether it makes a stop. */
const momentKey = (ms: number, stop: boolean) => `${ms}${stop ? 's' : ''}`;

/**
 * Stores the points not stored before (the same device and moment: one point, and one stop), each into the device's trip, or
 * else its owner's newest trip whose dates include the point's day (UTC), or no trip yet; answers those stored. The
 * device was heard from now, and counts them.
 */
export async function insertDevicePoints(
  db: Executor,
  device: { id: number; userId: number; tripId: number | null },
  points: readonly DevicePoint[],
): Promise<StoredPoint[]> {
  const column = (of: (point: DevicePoint) => number | string | null) => plainArrayLiteral(points.map(of));
  const result = await db.execute(sql`
    with stored as (insert into device_points (device_id, recorded_at, lat, lon, alt, acc, speed, battery, stop_name, departed_at, trip_id)
    select ${device.id}::int, p.t, p.lat, p.lon, p.alt, p.acc, p.speed, p.battery, p.stop_name, p.departed_at,
      coalesce(${device.tripId}::int, (
        select t.id from trips t
        where t.user_id = ${device.userId}::int
          and p.t >= date_trunc('day', t.start_date, 'UTC')
          and p.t < date_trunc('day', t.end_date, 'UTC') + interval '1 day'
        order by t.created_at desc, t.id desc limit 1))
    from unnest(
      ${column((point) => point.recordedAt.toISOString())}::timestamptz[],
      ${column((point) => point.lat)}::float8[], ${column((point) => point.lon)}::float8[],
      ${column((point) => point.alt ?? null)}::float8[], ${column((point) => point.acc ?? null)}::float8[],
      ${column((point) => point.speed ?? null)}::float8[], ${column((point) => point.battery ?? null)}::float8[],
      ${sql.param(points.map((point) => point.stopName ?? null))}::text[],
      ${column((point) => point.departedAt?.toISOString() ?? null)}::timestamptz[]
    ) as p(t, lat, lon, alt, acc, speed, battery, stop_name, departed_at)
    on conflict (device_id, recorded_at, (stop_name is not null)) do nothing
    returning round(extract(epoch from recorded_at) * 1000)::float8 as ms, stop_name is not null as stop, trip_id),
    seen as (update devices set last_seen_at = now(), point_count = point_count + (select count(*) from stored)
      where id = ${device.id}::int)
    select ms, stop, trip_id as "tripId" from stored`);
  const rows = (result as unknown as { rows: { ms: number; stop: boolean; tripId: number | null }[] }).rows;
  const tripOf = new Map(rows.map((row) => [momentKey(row.ms, row.stop), row.tripId]));
  // Of points sent twice in one message, the first is the one stored.
  return points.flatMap((point) => {
    const key = momentKey(point.recordedAt.getTime(), (point.stopName ?? null) !== null);
    const tripId = tripOf.get(key);
    if (tripId === undefined) return [];
    tripOf.delete(key);
    return [
      {
        tripId,
        lat: point.lat,
        lon: point.lon,
        alt: point.alt ?? null,
        recordedAt: point.recordedAt,
        stopName: point.stopName ?? null,
        departedAt: point.departedAt ?? null,
      },
    ];
  });
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
