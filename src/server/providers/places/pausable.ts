import { setImmediate as nextTurn } from 'node:timers/promises';

/** Work that stops now and then (`yield`) so that other work may run before it goes on; it returns `T`. */
export type Pausable<T> = Generator<void, T, void>;

/** Does the work at once, without letting anything else run. */
export function runToEnd<T>(work: Pausable<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/**
 * Does the work in slices of about `sliceMs`, letting the event loop answer what waits between them: a long
 * build on the server's thread then delays each request by a slice, not by the whole build.
 */
export async function runInSlices<T>(work: Pausable<T>, sliceMs = 8): Promise<T> {
  for (;;) {
    const until = performance.now() + sliceMs;
    for (;;) {
      const step = work.next();
      if (step.done) return step.value;
      if (performance.now() >= until) break;
    }
    await nextTurn();
  }
}
