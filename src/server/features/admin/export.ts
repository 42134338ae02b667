import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { toUserDto } from '../users/presenter';

/** Every account as JSON for the administrators: no password hashes, tokens or provider secrets. */
export async function exportUsers(ctx: AppContext) {
  const rows = await ctx.db.select().from(users).orderBy(asc(users.id));
  return {
    exportedAt: new Date().toISOString(),
    count: rows.length,
    users: rows.map((user) => ({ ...toUserDto(user), bannedAt: user.bannedAt, banReason: user.banReason })),
  };
}
