import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type DeviceRow, devicePoints, devices } from '../../db/schema';

export type { DeviceRow };

export async function insertDevice(
  db: Executor,
  values: { userId: number; name: string; app: DeviceRow['app']; tripId: number | null; tokenHash: string },
): Promise<DeviceRow> {
  const [row] = await db.insert(devices).values(values).returning();
  if (!row) throw new Error('the device was not stored');
  return row;
}

export async function listDevicesOf(db: Executor, userId: number): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), isNull(devices.revokedAt)))
    .orderBy(desc(devices.createdAt));
}

export async function updateDevice(
  db: Executor,
  id: number,
  values: { name?: string; tripId?: number | null },
): Promise<DeviceRow | undefined> {
  if (values.name === undefined && values.tripId === undefined) {
    const [row] = await db.select().from(devices).where(eq(devices.id, id));
    return row;
  }
  const [row] = await db.update(devices).set(values).where(eq(devices.id, id)).returning();
  return row;
}

export async function markDeviceRevoked(db: Executor, id: number): Promise<void> {
  await db.update(devices).set({ revokedAt: sql`now()` }).where(eq(devices.id, id));
}

/** The latest point of the trip sent by one of its owner's devices, with the device. */
export async function latestPointOfTrip(db: Executor, tripId: number) {
  const [row] = await db
    .select({
      lat: devicePoints.lat,
      lng: devicePoints.lon,
      at: devicePoints.recordedAt,
      device: { id: devices.id, name: devices.name },
    })
    .from(devicePoints)
    .innerJoin(devices, eq(devices.id, devicePoints.deviceId))
    .where(eq(devicePoints.tripId, tripId))
    .orderBy(desc(devicePoints.recordedAt))
    .limit(1);
  return row;
}
