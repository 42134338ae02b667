import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { findImport } from './repo';
import { analyseImport, failImport, runImportSlice } from './run';

export const ANALYSE_IMPORT = 'analyse-import';
export const RUN_IMPORT = 'run-import';

/** Queued in the transaction that stores the import or starts it: the job exists exactly when that commits. */
export async function queueImportJob(
  ctx: AppContext,
  name: typeof ANALYSE_IMPORT | typeof RUN_IMPORT,
  importId: string,
  within?: Transaction,
): Promise<void> {
  const id = await ctx.jobs.send(name, { importId }, { within });
  if (!id) throw new Error(`the ${name} job was not queued`);
}

/**
 * An unexpected failure ends the import, and what it wrote goes; a queue that is stopping gives the job back,
 * and the next server to start goes on where it stood.
 */
async function orFail(ctx: AppContext, importId: string, stopping: AbortSignal, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (stopping.aborted) throw error;
    ctx.log.error({ err: error, importId }, 'an import failed');
    const row = await findImport(ctx.db, importId);
    if (row) await failImport(ctx, row, 'The import failed on the server; nothing of it was kept');
  }
}

export function defineImportJobs(ctx: AppContext): void {
  ctx.jobs.define<{ importId: string }>({
    name: ANALYSE_IMPORT,
    retryLimit: 3,
    retryDelaySeconds: 10,
    handle: ({ importId }, stopping) => orFail(ctx, importId, stopping, () => analyseImport(ctx, importId)),
  });
  ctx.jobs.define<{ importId: string }>({
    name: RUN_IMPORT,
    retryLimit: 5,
    retryDelaySeconds: 10,
    handle: ({ importId }, stopping) =>
      orFail(ctx, importId, stopping, async () => {
        if ((await runImportSlice(ctx, importId, stopping)) === 'more') {
          await queueImportJob(ctx, RUN_IMPORT, importId);
        }
      }),
  });
}
