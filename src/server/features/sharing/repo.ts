import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ShareRow, tripShares, trips, users } from '../../db/schema';

export type { ShareRow };
export type NewShare = typeof tripShares.$inferInsert;

const isPublicLink = and(isNull(tripShares.sharedWithId), isNull(tripShares.sharedWithEmail));

/**
 * Shares held by a user — made to their account, or e-mail invitations they claimed by opening the link — that
 * have not expired, whose trip is visible and whose owner is not banned.
 */
export async function listSharesForUser(db: Executor, user: { id: number }) {
  const addressedToUser = eq(tripShares.sharedWithId, user.id);
  return db
    .select({
      share: tripShares,
      trip: trips,
      owner: users,
    })
    .from(tripShares)
    .innerJoin(trips, eq(trips.id, tripShares.tripId))
    .innerJoin(users, eq(users.id, tripShares.ownerId))
    .where(
      and(
        addressedToUser,
        or(isNull(tripShares.expiresAt), gt(tripShares.expiresAt, sql`now()`)),
        ne(trips.status, 'suspended'),
        eq(users.isActive, true),
      ),
    )
    .orderBy(desc(tripShares.createdAt), desc(tripShares.id));
}

/** A trip's invitations (not its public link), with the invited account when there is one. */
export async function listSharesOfTrip(db: Executor, tripId: number) {
  return db
    .select({
      share: tripShares,
      user: { id: users.id, firstName: users.firstName, username: users.username, email: users.email },
    })
    .from(tripShares)
    .leftJoin(users, eq(users.id, tripShares.sharedWithId))
    .where(and(eq(tripShares.tripId, tripId), sql`not (${isPublicLink})`))
    .orderBy(desc(tripShares.createdAt), desc(tripShares.id));
}

export async function findPublicLink(db: Executor, tripId: number): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(tripShares)
    .where(and(eq(tripShares.tripId, tripId), isPublicLink));
  return row;
}

export async function findShareTo(
  db: Executor,
  tripId: number,
  to: { sharedWithId?: number; sharedWithEmail?: string },
): Promise<ShareRow | undefined> {
  const recipient =
    to.sharedWithId !== undefined
      ? eq(tripShares.sharedWithId, to.sharedWithId)
      : eq(sql`lower(${tripShares.sharedWithEmail})`, (to.sharedWithEmail ?? '').toLowerCase());
  const [row] = await db
    .select()
    .from(tripShares)
    .where(and(eq(tripShares.tripId, tripId), recipient));
  return row;
}

export async function findShare(db: Executor, id: number): Promise<ShareRow | undefined> {
  const [row] = await db.select().from(tripShares).where(eq(tripShares.id, id));
  return row;
}

export async function insertShare(db: Executor, values: NewShare): Promise<ShareRow> {
  const [row] = await db.insert(tripShares).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Accepted by the person opening it while still pending; an e-mail invitation becomes theirs unless someone
 * else claimed it first. Whether it was accepted now.
 */
export async function acceptShare(db: Executor, id: number, userId: number): Promise<boolean> {
  const accepted = await db
    .update(tripShares)
    .set({ status: 'accepted', sharedWithId: userId })
    .where(
      and(
        eq(tripShares.id, id),
        eq(tripShares.status, 'pending'),
        or(isNull(tripShares.sharedWithId), eq(tripShares.sharedWithId, userId)),
      ),
    )
    .returning({ id: tripShares.id });
  return accepted.length > 0;
}

/** The public link of a trip (a unique index keeps it to one). */
export async function deletePublicLink(db: Executor, tripId: number): Promise<void> {
  await db.delete(tripShares).where(and(eq(tripShares.tripId, tripId), isPublicLink));
}

export async function deleteShare(db: Executor, id: number): Promise<void> {
  await db.delete(tripShares).where(eq(tripShares.id, id));
}

export async function updateShare(
  db: Executor,
  id: number,
  values: Partial<
    Pick<
      NewShare,
      | 'expiresAt'
      | 'passwordHash'
      | 'includeLocations'
      | 'allowDownload'
      | 'showLivePosition'
      | 'shareType'
      | 'invitationDelivery'
    >
  >,
): Promise<ShareRow | undefined> {
  const [row] = await db.update(tripShares).set(values).where(eq(tripShares.id, id)).returning();
  return row;
}

/** The mail server took the share's invitation; a share removed meanwhile is left alone. */
export async function markInvitationSent(db: Executor, id: number): Promise<void> {
  await db
    .update(tripShares)
    .set({ invitationDelivery: 'sent' })
    .where(and(eq(tripShares.id, id), eq(tripShares.invitationDelivery, 'queued')));
}

/** Openings of links counted since the last write: each link's count raised by its number, in one statement. */
export async function addShareOpenings(
  db: Executor,
  openings: { id: number; openings: number; lastOpenedAt: Date }[],
): Promise<void> {
  if (openings.length === 0) return;
  await db.execute(sql`
    update ${tripShares}
    set open_count = ${tripShares.openCount} + o.openings,
      last_opened_at = greatest(${tripShares.lastOpenedAt}, o.last_opened_at)
    from unnest(
      ${sql.param(openings.map((o) => o.id))}::int[],
      ${sql.param(openings.map((o) => o.openings))}::int[],
      ${sql.param(openings.map((o) => o.lastOpenedAt.toISOString()))}::timestamptz[]
    ) as o(id, openings, last_opened_at)
    where ${tripShares.id} = o.id`);
}
