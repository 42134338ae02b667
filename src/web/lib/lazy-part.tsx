import {
  type ComponentType,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useReducer,
  useState,
} from 'react';
import { useEverTrue } from '@/lib/use-ever-true';

export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Fetches the part's code now, so that it is there when first drawn. */
  preload(): Promise<unknown>;
}

/**
 * A part of a page whose code is fetched apart from the page's, the first time the part is drawn (or when
 * `preload` asks for it earlier); `fallback` shows meanwhile. A page's first paint then waits only for what it
 * shows first. `onLateArrival` runs when the part is drawn after its fallback was (a dialog's fields that came
 * after it opened take its focus: `lazyDialogFields`).
 *
 * Drawn at once when its code is already there, and as soon as it comes otherwise. Not through `React.lazy` and
 * Suspense: React reveals what replaces a Suspense fallback no sooner than 300 ms after that fallback was shown,
 * and `lazy` shows it on every first draw, even of code that has come (an `import()` answers a tick later). A trip
 * page met that delay three times on its way to the map.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  { onLateArrival }: { onLateArrival?: () => void } = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed load is asked for again by the next preload or draw.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, never in a render.
  function Part(props: P) {
    const [waited] = useState(loaded === undefined);
    useArrival(loaded === undefined, preload);
    const Component = loaded;
    const late = waited && Component !== undefined;
    // In the commit that first draws a part whose fallback was drawn before it.
    useLayoutEffect(() => {
      if (late) onLateArrival?.();
    }, [late]);
    return Component ? <Component {...props} /> : fallback;
  }
  return Object.assign(Part, { preload });
}

/**
 * While `waiting`, loads with `preload` and draws again once it has come, in a render the browser may interrupt
 * (a part can be long to draw); a failed load is thrown from the next draw, to the nearest error boundary, as
 * `React.lazy` does.
 */
function useArrival(waiting: boolean, preload: () => Promise<unknown>): void {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!waiting) return;
    let mounted = true;
    preload().then(
      () => mounted && startTransition(arrived),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [waiting, preload]);
  if (failure) throw failure.error;
}

/** A page of the app, its module's default export, as a lazy part. */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode,
): LazyPart<P> {
  return lazyPart(() => load().then((module) => module.default), fallback);
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
    return useEverTrue(isOpen(props)) ? <Part {...props} /> : null;
  }
  return Object.assign(Dialog, { preload: Part.preload });
}
