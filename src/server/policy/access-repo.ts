import { and, eq, getTableColumns, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { type Actor, actorOf } from '../db/actor';
import type { Executor } from '../db/client';
import { preparedQuery } from '../db/prepared';
import {
  type DeviceRow,
  devices,
  photos,
  type TripRow,
  tripShares,
  tripStops,
  trips,
  type UserRow,
  users,
} from '../db/schema';

/** A stop with who added it and who recorded its memo. */
export const stopColumns = {
  ...getTableColumns(tripStops),
  createdBy: actorOf(tripStops.createdById),
  voiceMemoCreatedBy: actorOf(tripStops.voiceMemoCreatedById),
};

export type StopRow = typeof tripStops.$inferSelect & {
  createdBy: Actor | null;
  voiceMemoCreatedBy: Actor | null;
};

/** A photo with who uploaded it. */
export const photoColumns = { ...getTableColumns(photos), createdBy: actorOf(photos.createdById) };

export type PhotoRow = typeof photos.$inferSelect & { createdBy: Actor | null };

const tripById = preparedQuery('trip_by_id', (db, name) =>
  db
    .select()
    .from(trips)
    .where(eq(trips.id, sql.placeholder('id')))
    .prepare(name),
);

export async function findTrip(db: Executor, id: number): Promise<TripRow | undefined> {
  const [row] = await tripById(db, { id });
  return row;
}

export async function findStop(db: Executor, id: number): Promise<StopRow | undefined> {
  const [row] = await db.select(stopColumns).from(tripStops).where(eq(tripStops.id, id));
  return row;
}

export async function findPhoto(db: Executor, id: number): Promise<PhotoRow | undefined> {
  const [row] = await db.select(photoColumns).from(photos).where(eq(photos.id, id));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The edit share this person holds on the trip, with the trip's owner: made to their account (or an e-mail
 * invitation they claimed), not expired, the owner not banned.
 */
export async function findEditShareOf(db: Executor, tripId: number, userId: number) {
  const [row] = await db
    .select({ share: tripShares, owner: users })
    .from(tripShares)
    .innerJoin(users, eq(users.id, tripShares.ownerId))
    .where(
      and(
        eq(tripShares.tripId, tripId),
        eq(tripShares.sharedWithId, userId),
        eq(tripShares.shareType, 'edit'),
        or(isNull(tripShares.expiresAt), gt(tripShares.expiresAt, sql`now()`)),
        eq(users.isActive, true),
      ),
    );
  return row;
}

/** A share by its token, with its trip and owner, only while the trip is visible and the owner not banned. */
const liveShareByToken = preparedQuery('live_share_by_token', (db, name) =>
  db
    .select({ share: tripShares, trip: trips, owner: users })
    .from(tripShares)
    .innerJoin(trips, eq(trips.id, tripShares.tripId))
    .innerJoin(users, eq(users.id, tripShares.ownerId))
    .where(
      and(
        eq(tripShares.inviteToken, sql.placeholder('token')),
        ne(trips.status, 'suspended'),
        eq(users.isActive, true),
      ),
    )
    .prepare(name),
);

export async function findLiveShareByToken(db: Executor, token: string) {
  const [row] = await liveShareByToken(db, { token });
  return row;
}

export async function findDevice(db: Executor, id: number): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.id, id), isNull(devices.revokedAt)));
  return row;
}

/** A device by its token's hash, with its owner, while it is not revoked and the owner not banned. */
export async function findDeviceByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ device: devices, owner: users })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(and(eq(devices.tokenHash, tokenHash), isNull(devices.revokedAt), eq(users.isActive, true)));
  return row;
}
