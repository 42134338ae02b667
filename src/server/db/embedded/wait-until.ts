import { setTimeout as sleep } from 'node:timers/promises';

/** Asks `check` every `intervalMs` until it gives a value: that value, or undefined once `timeoutMs` has passed. */
export async function waitUntil<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  intervalMs = 25,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) return undefined;
    await sleep(intervalMs);
  }
}
