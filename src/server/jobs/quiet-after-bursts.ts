/** Jobs handled, without a pause, that make a burst; the routine passes of a minute are a few. */
const BURST_JOBS = 20;
/** How long no job runs before a burst counts as over. */
const QUIET_MS = 5_000;

/** Tells its listeners, once after each burst of jobs, that the burst is over. */
export function quietAfterBursts() {
  const listeners: (() => void)[] = [];
  let running = 0;
  let handled = 0;
  let timer: NodeJS.Timeout | null = null;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    listen(listener: () => void): void {
      listeners.push(listener);
    },
    /** Follows one job's handling. */
    async handling<T>(work: Promise<T>): Promise<T> {
      running += 1;
      clear();
      try {
        return await work;
      } finally {
        running -= 1;
        handled += 1;
        if (running === 0) {
          timer = setTimeout(() => {
            timer = null;
            const burst = handled >= BURST_JOBS;
            handled = 0;
            if (burst) for (const listener of listeners) listener();
          }, QUIET_MS);
          timer.unref();
        }
      }
    },
    stop: clear,
  };
}
