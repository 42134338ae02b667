import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tripShares, trips, users } from '../../db/schema';

/** Shares addressed to a user by id or by e-mail, whose trip is visible and whose owner is not banned. */
export async function listSharesForUser(db: Executor, user: { id: number; email: string | null }) {
  const addressedToUser = user.email
    ? or(
        eq(tripShares.sharedWithId, user.id),
        eq(sql`lower(${tripShares.sharedWithEmail})`, user.email.toLowerCase()),
      )
    : eq(tripShares.sharedWithId, user.id);
  return db
    .select({
      share: tripShares,
      trip: trips,
      owner: { id: users.id, firstName: users.firstName, username: users.username },
    })
    .from(tripShares)
    .innerJoin(trips, eq(trips.id, tripShares.tripId))
    .innerJoin(users, eq(users.id, tripShares.ownerId))
    .where(and(addressedToUser, ne(trips.status, 'suspended'), eq(users.isActive, true)))
    .orderBy(desc(tripShares.createdAt), desc(tripShares.id));
}
