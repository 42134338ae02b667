import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { takeIdempotencyKey } from '../../idempotency/claim';

/**
 * Makes a change to a trip, its stops, photos or route in one transaction and, once it has committed, announces
 * that the trip changed: what follows from its figures (its statistics) follows whoever made the change. A change
 * rolled back announces nothing.
 */
export async function changeTrip<T>(
  ctx: AppContext,
  tripId: number,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const made = await ctx.db.transaction(async (tx) => {
    await takeIdempotencyKey(tx);
    return change(tx);
  });
  await ctx.domainEvents.emit('tripChanged', { tripId });
  return made;
}

/**
 * Like changeTrip, for a change whose trips are known only once it is made (points a phone sent, each going to
 * the trip covering its day): each trip it names is announced once it has committed.
 */
export async function changeTrips<T>(
  ctx: AppContext,
  change: (tx: Transaction) => Promise<{ made: T; tripIds: readonly number[] }>,
): Promise<T> {
  const { made, tripIds } = await ctx.db.transaction(change);
  for (const tripId of new Set(tripIds)) await ctx.domainEvents.emit('tripChanged', { tripId });
  return made;
}
