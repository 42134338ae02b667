import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

export type { UserRow };
export type NewUser = typeof users.$inferInsert;

const lower = (value: string) => sql`lower(${value})`;

/** The user's row as it is now, held until the transaction ends: changes to it are made one after another. */
export async function lockUserRow(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Sign-in accepts the username or the e-mail address, in any case. */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lower(login)), eq(sql`lower(${users.email})`, lower(login))))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, lower(email)));
  return row;
}

export async function findUserByOidcSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject));
  return row;
}

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, lower(username)));
  return row !== undefined;
}

export async function emailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const sameEmail = eq(sql`lower(${users.email})`, lower(email));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)));
  return row !== undefined;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The key of the advisory lock held while an administrator's account is deleted: one at a time. */
const ADMIN_DELETION_LOCK = 17_002;

/** Held until the transaction ends: two administrators deleting their accounts at once cannot both be the last. */
export async function holdAdminDeletions(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ADMIN_DELETION_LOCK})`);
}

/** Active administrators other than this account. */
export async function countOtherAdmins(db: Executor, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, exceptUserId)));
  return row?.count ?? 0;
}

/** Deletes the account's row; the rows that refer to it go or let go of it by their foreign keys. */
export async function deleteUser(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Sets the role of the named accounts (any case); returns the usernames changed. */
export async function setRoleByUsernames(
  db: Executor,
  usernames: string[],
  role: 'admin' | 'user',
): Promise<string[]> {
  if (usernames.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(
      inArray(
        sql`lower(${users.username})`,
        usernames.map((name) => name.toLowerCase()),
      ),
    )
    .returning({ username: users.username });
  return rows.map((row) => row.username);
}

/**
 * Active accounts that let others find them, whose username or names start with the text, or whose whole e-mail
 * address it is (matching e-mail prefixes would let masked addresses be guessed letter by letter); never the one
 * searching.
 */
export function searchUsers(db: Executor, text: string, exceptUserId: number, limit = 10) {
  const prefix = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(users)
    .where(
      and(
        ne(users.id, exceptUserId),
        eq(users.isActive, true),
        eq(users.findableByName, true),
        or(
          sql`lower(${users.username}) like ${prefix}`,
          sql`lower(${users.firstName}) like ${prefix}`,
          sql`lower(${users.lastName}) like ${prefix}`,
          eq(sql`lower(${users.email})`, text.toLowerCase()),
        ),
      ),
    )
    .orderBy(users.username)
    .limit(limit);
}
