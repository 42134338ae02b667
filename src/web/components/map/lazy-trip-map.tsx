import { type ComponentProps, lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useAfterPaint } from '@/lib/use-after-paint';

/** The map's code (Leaflet and its styles), asked for early by a page that will draw it. */
export const preloadTripMap = () => import('./trip-map');
const TripMap = lazy(() => preloadTripMap().then((module) => ({ default: module.TripMap })));

/**
 * The trip map, whose code (Leaflet and its styles) loads apart from the page's and which draws once the page
 * around it has been painted: its markers are much work, and the page should not wait for them. A box of its
 * size holds its place meanwhile. New stops, photos or route reach the map in a render of their own, after the
 * page has shown them.
 */
export function LazyTripMap({ stops, photos, route, ref, privacyZones }: ComponentProps<typeof TripMap>) {
  const painted = useAfterPaint(true);
  useEffect(() => {
    preloadTripMap().catch(() => undefined);
  }, []);
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
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TripMap ref={ref} privacyZones={privacyZones} {...deferred} />
    </Suspense>
  );
}
