import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';

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
  const made = await ctx.db.transaction(change);
  await ctx.domainEvents.emit('tripChanged', { tripId });
  return made;
}
