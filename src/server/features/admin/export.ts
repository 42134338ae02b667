import type { AppContext } from '../../context';
import { toUserDto } from '../users';
import { listAllUsers } from './repo';

/** Every account as JSON for the administrators: no password hashes, tokens or provider secrets. */
export async function exportUsers(ctx: AppContext) {
  const rows = await listAllUsers(ctx.db);
  return {
    exportedAt: new Date().toISOString(),
    count: rows.length,
    users: rows.map((user) => ({ ...toUserDto(user), bannedAt: user.bannedAt, banReason: user.banReason })),
  };
}
