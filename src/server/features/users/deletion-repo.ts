import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountExports, imports, tripShares, trips } from '../../db/schema';

// What deleting an account does beyond its row's foreign keys, and what it reads to find its files.

/** The account's trips, locked: an upload still committing into one finishes before its files are listed. */
export async function lockTripsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .where(eq(trips.userId, userId))
    .orderBy(trips.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** The account's trips with everything in them, before its own row (as a trip's deletion takes them). */
export async function deleteTripsOf(db: Executor, userId: number): Promise<void> {
  await db.delete(trips).where(eq(trips.userId, userId));
}

/**
 * Cancels the account's imports under way. A part being written holds its import, so this waits for it; every
 * part after it sees the cancellation and writes nothing.
 */
export async function cancelImportsOf(db: Executor, userId: number): Promise<void> {
  await db
    .update(imports)
    .set({ status: 'cancelled', message: 'The account was deleted', updatedAt: new Date() })
    .where(and(eq(imports.userId, userId), inArray(imports.status, ['analysing', 'ready', 'importing'])));
}

/** The stored names of the files sent for the account's imports. */
export async function importFilesOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db.select({ files: imports.files }).from(imports).where(eq(imports.userId, userId));
  return rows.flatMap((row) => row.files.map((file) => file.stored));
}

/** The stored names of the account's "Download my data" ZIPs. */
export async function exportFilesOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ filename: accountExports.filename })
    .from(accountExports)
    .where(and(eq(accountExports.userId, userId), isNotNull(accountExports.filename)));
  return rows.flatMap((row) => row.filename ?? []);
}

/** Invitations to an e-mail address that nobody has claimed (a claimed one names its account instead). */
export async function deleteInvitationsTo(db: Executor, email: string): Promise<void> {
  await db
    .delete(tripShares)
    .where(
      and(
        isNull(tripShares.sharedWithId),
        eq(sql`lower(${tripShares.sharedWithEmail})`, email.toLowerCase()),
      ),
    );
}
