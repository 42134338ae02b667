import { eq, sql } from 'drizzle-orm';
import { PLANS } from '../../../common/plans';
import type { Executor } from '../../db/client';
import { photos, tripStops, trips, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { effectiveTier } from '../users/presenter';
import type { UserRow } from '../users/repo';

/** Holds the user's row until the transaction ends, so uploads of one person are checked one after another. */
export async function lockUser(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Bytes of photos and voice memos in all of a user's trips. */
export async function storageUsed(db: Executor, userId: number): Promise<number> {
  const [photoBytes] = await db
    .select({ total: sql<string>`coalesce(sum(${photos.size}), 0)` })
    .from(photos)
    .innerJoin(trips, eq(trips.id, photos.tripId))
    .where(eq(trips.userId, userId));
  const [memoBytes] = await db
    .select({ total: sql<string>`coalesce(sum(${tripStops.voiceMemoSize}), 0)` })
    .from(tripStops)
    .innerJoin(trips, eq(trips.id, tripStops.tripId))
    .where(eq(trips.userId, userId));
  return Number(photoBytes?.total ?? 0) + Number(memoBytes?.total ?? 0);
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Refuses, naming the plan and its limit, an upload that would take the owner past the plan's storage. */
export async function assertStorageRoom(db: Executor, owner: UserRow, incomingBytes: number): Promise<void> {
  if (owner.role === 'admin') return;
  const plan = PLANS[effectiveTier(owner)];
  const used = await storageUsed(db, owner.id);
  if (used + incomingBytes > plan.storageBytes) {
    throw new HttpError(
      413,
      `This upload would go past the ${plan.storageLabel} of storage in the ${plan.name} plan (${megabytes(used)} used). Upgrade your plan for more room.`,
    );
  }
}
