import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { pingDatabase } from './repo';

/** A service that has not answered by then counts as lost, well inside the 10 s a proxy may wait for. */
const CHECK_TIMEOUT_MS = 3000;

async function answers(check: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the database and the file storage, both at once; throws 503 `not_ready` naming what did not answer. */
export async function checkReadiness(ctx: AppContext): Promise<void> {
  const [database, storage] = await Promise.all([
    answers(() => pingDatabase(ctx.db)),
    answers(() => ctx.storage.check()),
  ]);
  const lost = [database ? null : 'the database', storage ? null : 'the file storage'].filter(Boolean);
  if (lost.length > 0) throw new HttpError('not_ready', `Not ready: ${lost.join(' and ')} did not answer`);
}
