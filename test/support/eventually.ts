import { waitUntil } from '../../src/server/db/embedded/wait-until';

/** Whether `check` comes true within `timeoutMs`, asked every `intervalMs`. */
export const eventually = async (check: () => Promise<boolean>, timeoutMs = 3000, intervalMs = 20) =>
  (await waitUntil(async () => (await check()) || undefined, timeoutMs, intervalMs)) === true;
