import { startTransition, useEffect, useState } from 'react';

/** Runs `update` in a render the browser may interrupt, once the next frame has been painted; returns a cancel. */
function afterNextPaint(update: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame's callbacks run just before it is painted; a task queued from there runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => startTransition(update));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the page has been painted once with `ready` true; then true, in a render the browser may
 * interrupt. What a page draws only once this is true waits until what it draws first is on screen.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [ready, painted]);
  return painted;
}

/**
 * How many of `total` items to draw: `step` at first, then, once `grow` is true, `step` more after each paint
 * until all are drawn, so that a long list is drawn in several short tasks rather than one long one.
 */
export function useGrowingCount(total: number, step: number, grow = true): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (!grow || count >= total) return;
    return afterNextPaint(() => setCount((drawn) => drawn + step));
  }, [count, total, step, grow]);
  return Math.min(count, total);
}
