import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element is within a screen's height of the screen, once `placed` (laid out where it will stay). A
 * part far away can then draw nothing costly until the reader comes near it.
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>, placed = true): boolean {
  const [near, setNear] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!placed || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    setNear(bottom >= -window.innerHeight && top <= 2 * window.innerHeight);
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, placed]);
  return near;
}
