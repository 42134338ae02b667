import type { AppContext } from '../../context';
import { SWEEP_AGES, sweepStoredFiles } from '../../files/sweep';
import { purgeExpiredKeys } from '../../idempotency/repo';
import { purgeExpiredSessions, purgeLapsedLimits } from '../auth';
import { removeExpiredExports } from '../data-export';
import { expireUnstartedImports } from '../imports';

export const HOURLY_CLEAN_UP = 'hourly-clean-up';

/**
 * Expired sessions, lapsed sign-in counts, idempotency keys past their lifetime, import previews never started, exports past their week, and stored files no row names (old enough that no upload still
 * running could name them). Each step is harmless to repeat, so a failed pass is simply run again whole.
 */
export async function cleanUp(ctx: AppContext): Promise<void> {
  await purgeExpiredSessions(ctx.db);
  await purgeLapsedLimits(ctx.db);
  await purgeExpiredKeys(ctx.db);
  await expireUnstartedImports(ctx);
  await removeExpiredExports(ctx);
  const swept = await sweepStoredFiles(ctx.db, ctx.storage, SWEEP_AGES);
  if (swept.orphans + swept.temporary > 0) {
    ctx.log.info(`removed ${swept.orphans} stored files no row names and ${swept.temporary} temporary files`);
  }
}

/** Once an hour, by whichever server takes the job, however many servers run. */
export function defineCleanUpJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: HOURLY_CLEAN_UP,
    retryLimit: 3,
    retryDelaySeconds: 60,
    oneWaitingPerKey: true,
    cron: '7 * * * *',
    handle: () => cleanUp(ctx),
  });
}
