/**
 * After a burst of background work, a full collection: the garbage of hundreds of photos' jobs is otherwise
 * kept, its pages with it, until allocation starts again (decision record 032). Only where the process was
 * started with `--expose-gc`, as `npm start` and the built server's test and bench processes are.
 */
export function giveBackMemory(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
