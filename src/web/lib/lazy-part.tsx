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
        // Asked for again by the next draw or preload rather than failed for good.
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
 * True from the first time `open` is true: a dialog drawn only from then on costs nothing until used, and, kept
 * afterwards, keeps its state and closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
