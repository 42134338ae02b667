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
