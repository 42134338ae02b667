import { featureGained } from '../../../common/plans';
import type { AppContext } from '../../context';
import { findUserById } from '../../policy/access-repo';
import { hasFeature } from '../../policy/plans';
import type { UserRow } from '../users';
import { refreshTripStats } from './refresh';
import { listOwnersWithStaleStats, ownerOfCountedTrip, staleTripIdsOf } from './repo';

export const REFRESH_TRIP_STATS = 'refresh-trip-stats';
export const REFRESH_OWNER_TRIP_STATS = 'refresh-owner-trip-stats';
export const REFRESH_STALE_TRIP_STATS = 'refresh-stale-trip-stats';

const OWNERS_PER_PAGE = 200;
/** A trip changed many times in a row (photos uploaded one after another) has its figures worked out once after. */
const TRIP_CHANGES_GATHER_SECONDS = 3;

/** Queues the working out of one trip's figures; at most one job waits per trip. */
export async function queueTripStats(ctx: AppContext, tripId: number): Promise<void> {
  await ctx.jobs.send(REFRESH_TRIP_STATS, { tripId }, { singletonKey: String(tripId) });
}

/** Queues every counted trip of the owner whose figures are missing or older, when their plan has analytics. */
export async function queueOwnerTripStats(ctx: AppContext, owner: UserRow): Promise<number> {
  if (!hasFeature(owner, 'analytics')) return 0;
  const tripIds = await staleTripIdsOf(ctx.db, owner.id);
  for (const tripId of tripIds) await queueTripStats(ctx, tripId);
  return tripIds.length;
}

/**
 * After a plan change, or a read that found trips out of date: one job queues their stale trips (at most one
 * waits per owner). Never fails the request; whatever could not be queued is found by the next pass over stale
 * trips.
 */
export async function queueOwnerTripStatsQuietly(ctx: AppContext, owner: UserRow): Promise<void> {
  if (!hasFeature(owner, 'analytics')) return;
  await ctx.jobs
    .send(REFRESH_OWNER_TRIP_STATS, { userId: owner.id }, { singletonKey: String(owner.id) })
    .catch((error) => ctx.log.warn({ err: error }, 'trips could not be queued for their statistics'));
}

/**
 * Queues the stale trips of every owner whose plan has analytics: trips from before the figures existed (a
 * database just migrated), from before an upgrade, changed by an administrator, or whose job was lost. Runs at
 * start and every minute.
 */
export async function queueStaleTripStats(ctx: AppContext): Promise<number> {
  let queued = 0;
  let after = 0;
  for (;;) {
    const owners = await listOwnersWithStaleStats(ctx.db, after, OWNERS_PER_PAGE);
    for (const { owner } of owners) queued += await queueOwnerTripStats(ctx, owner);
    if (owners.length < OWNERS_PER_PAGE) return queued;
    after = owners[owners.length - 1]?.owner.id ?? after;
  }
}

/** A changed trip that counts in its owner's statistics is queued for new figures, whoever changed it. */
async function queueChangedTripStats(ctx: AppContext, tripId: number): Promise<void> {
  const owner = await ownerOfCountedTrip(ctx.db, tripId);
  if (owner && hasFeature(owner, 'analytics')) await queueTripStats(ctx, tripId);
}

export function defineStatsJobs(ctx: AppContext): void {
  // What is not queued here (a failure, a change made while no server ran) the pass over stale trips finds.
  ctx.domainEvents.on('tripChanged', ({ tripId }) => queueChangedTripStats(ctx, tripId));
  ctx.domainEvents.on('planChanged', async ({ owner, from, to }) => {
    if (featureGained(from, to, 'analytics')) await queueOwnerTripStatsQuietly(ctx, owner);
  });
  ctx.jobs.define<{ tripId: number }>({
    name: REFRESH_TRIP_STATS,
    retryLimit: 3,
    retryDelaySeconds: 10,
    oneWaitingPerKey: true,
    gatherSeconds: TRIP_CHANGES_GATHER_SECONDS,
    handle: async ({ tripId }) => {
      await refreshTripStats(ctx, tripId);
    },
  });
  ctx.jobs.define<{ userId: number }>({
    name: REFRESH_OWNER_TRIP_STATS,
    retryLimit: 3,
    retryDelaySeconds: 10,
    oneWaitingPerKey: true,
    handle: async ({ userId }) => {
      const owner = await findUserById(ctx.db, userId);
      if (owner) await queueOwnerTripStats(ctx, owner);
    },
  });
  ctx.jobs.define({
    name: REFRESH_STALE_TRIP_STATS,
    retryLimit: 1,
    retryDelaySeconds: 30,
    oneWaitingPerKey: true,
    cron: '* * * * *',
    handle: async () => {
      const queued = await queueStaleTripStats(ctx);
      if (queued > 0) ctx.log.info(`queued ${queued} trips for their statistics`);
    },
  });
}
