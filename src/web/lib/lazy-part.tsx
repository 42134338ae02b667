import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Fetches the part's code now, so that it is there when first drawn. */
  preload(): Promise<unknown>;
}

/**
 * A part of a page whose code is fetched apart from the page's, the first time the part is drawn (or when
 * `preload` asks for it earlier); `fallback` shows meanwhile. A page's first paint then waits only for what it
 * shows first.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed preload is asked for again by the next preload or the first draw (once a draw has failed,
        // React keeps that failure).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, never in a render.
  function Part(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload });
}

/**
 * A dialog drawn only from the first time `isOpen` is true, its code fetched then (or when `preload` asks): it
 * costs nothing until used, and, kept afterwards, keeps its state and closes with its animation.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyPart<P> {
  const Part = lazyPart(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog, at module level, never in a render.
  function Dialog(props: P) {
    return useOpenedOnce(isOpen(props)) ? <Part {...props} /> : null;
  }
  return Object.assign(Dialog, { preload: Part.preload });
}

/** True from the first time `open` is true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
