import { startTransition, useEffect, useState } from 'react';

/**
 * False until the page has been painted once with `ready` true; then true, in a render the browser may
 * interrupt. What a page draws only once this is true waits until what it draws first is on screen.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run just before it is painted; a task queued from there runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
