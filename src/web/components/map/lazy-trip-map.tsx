import { type ComponentProps, lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';

const loadTripMap = () => import('./trip-map');
const TripMap = lazy(() => loadTripMap().then((module) => ({ default: module.TripMap })));

/** How long the map waits for the page to be idle before it draws all the same. */
const IDLE_TIMEOUT_MS = 1000;

/** False until the browser has painted the page and has time to spare; the map's code loads meanwhile. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    void loadTripMap();
    const id = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}

/**
 * The trip map, whose code (Leaflet and its styles) loads apart from the page's and which draws once the page
 * around it has been painted: its markers are much work, and the page should not wait for them. A box of its
 * size holds its place meanwhile. New stops, photos or route reach the map in a render of their own, after the
 * page has shown them.
 */
export function LazyTripMap({ stops, photos, route, ref, privacyZones }: ComponentProps<typeof TripMap>) {
  const idle = useIdle();
  const deferred = {
    stops: useDeferredValue(stops),
    photos: useDeferredValue(photos),
    route: useDeferredValue(route),
  };
  const placeholder = (
    <div role="status" className="flex h-[400px] w-full items-center justify-center rounded-xl bg-muted">
      <span className="text-sm text-slate-600">Loading map…</span>
    </div>
  );
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TripMap ref={ref} privacyZones={privacyZones} {...deferred} />
    </Suspense>
  );
}
