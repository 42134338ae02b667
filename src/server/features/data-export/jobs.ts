import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { accountExportFile, removeFiles } from '../../files/owned-files';
import { findUserById } from '../../policy/access-repo';
import { removeQuietly, writeAccount } from './build';
import { EXPORT_DAYS } from './expiry';
import { exportReadyEmail } from './ready-email';
import { expiredExports, findExport, updateExport } from './repo';
import { zipFile } from './zip-file';

export const BUILD_ACCOUNT_EXPORT = 'build-account-export';

async function buildExport(ctx: AppContext, exportId: string): Promise<void> {
  const row = await findExport(ctx.db, exportId);
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const user = await findUserById(ctx.db, row.userId);
  if (!user) return;
  if (!(await updateExport(ctx.db, exportId, { status: 'running', progress: 0 }))) return;
  const temp = ctx.storage.tempPath('.zip');
  const zip = zipFile(temp);
  try {
    await writeAccount(ctx, user, zip, async (progress) => {
      await updateExport(ctx.db, exportId, { progress });
    });
    const bytes = await zip.end();
    const filename = `${exportId}.zip`;
    await ctx.storage.keep(temp, 'exports', filename);
    const kept = await updateExport(ctx.db, exportId, {
      status: 'ready',
      progress: 100,
      bytes,
      filename,
      expiresAt: new Date(Date.now() + EXPORT_DAYS * 24 * 60 * 60 * 1000),
    });
    // The account was deleted while its ZIP was being written: the ZIP goes too.
    if (!kept) await removeFiles(ctx.storage, [accountExportFile(filename)]);
    else await tellReady(ctx, user);
  } catch (error) {
    zip.abort();
    ctx.log.error({ err: error, exportId }, 'an account export failed');
    await updateExport(ctx.db, exportId, {
      status: 'failed',
      message: 'The export could not be built; ask for a new one',
    });
  } finally {
    await removeQuietly(temp);
  }
}

/** Told by e-mail too when the account has an address; a failed mail only loses the message, not the ZIP. */
async function tellReady(ctx: AppContext, user: UserRow): Promise<void> {
  if (!user.email) return;
  const mail = exportReadyEmail(user.email, user.firstName || user.username, `${ctx.config.appUrl}/profile`);
  await ctx.mailer.send(mail).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'the export-ready e-mail failed');
  });
}

/** Past their seventh day, ZIPs are removed; the export stays listed as expired. */
export async function removeExpiredExports(ctx: AppContext, now = new Date()): Promise<number> {
  const expired = await expiredExports(ctx.db, now);
  for (const row of expired) {
    await updateExport(ctx.db, row.id, { status: 'expired', filename: null });
    if (row.filename) await removeFiles(ctx.storage, [accountExportFile(row.filename)]);
  }
  return expired.length;
}

export function defineAccountExportJobs(ctx: AppContext): void {
  ctx.jobs.define<{ exportId: string }>({
    name: BUILD_ACCOUNT_EXPORT,
    retryLimit: 2,
    retryDelaySeconds: 30,
    handle: ({ exportId }) => buildExport(ctx, exportId),
  });
}
