/**
 * Runs `task` once the browser is idle, or after `timeoutMs` at the latest; returns a cancel. Browsers without
 * idle callbacks (Safari) run it after the timeout.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, timeoutMs);
  return () => clearTimeout(timer);
}

/** How long code asked for when idle waits for an idle moment at most. */
const PRELOAD_WAIT_MS = 3000;

/**
 * Asks for parts' code (their `preload`s) once the browser is idle, or after `timeoutMs` at the latest; returns a
 * cancel. One that fails (the connection dropped) is asked for again when its part is first drawn.
 */
export function preloadWhenIdle(
  preloads: readonly (() => Promise<unknown>)[],
  timeoutMs = PRELOAD_WAIT_MS,
): () => void {
  return whenIdle(() => {
    for (const preload of preloads) preload().catch(() => undefined);
  }, timeoutMs);
}
