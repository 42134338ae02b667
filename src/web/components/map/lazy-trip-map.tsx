import { type ComponentProps, useDeferredValue, useEffect } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { configQueryOptions } from '@/lib/queries/config';
import { queryClient } from '@/lib/query-client';
import { useAfterPaint } from '@/lib/use-after-paint';

const placeholder = (
  <div role="status" className="flex h-[400px] w-full items-center justify-center rounded-xl bg-muted">
    <span className="text-sm text-slate-600">Loading map…</span>
  </div>
);

const TripMap = lazyPart(() => import('./trip-map').then((module) => module.TripMap), placeholder);

/**
 * The map's code (Leaflet and its styles) and the configuration naming its tiles, asked for early by a page that
 * will draw it: asked for only when the map was drawn, the configuration came after its pins, and so did the tiles.
 */
export function preloadTripMap(): Promise<unknown> {
  void queryClient.prefetchQuery(configQueryOptions());
  return TripMap.preload();
}

/**
 * The trip map, whose code (Leaflet and its styles) loads apart from the page's and which draws once the page
 * around it has been painted (unless `afterPaint` is false, for a section itself drawn after the page's first
 * paint): its markers are much work, and the page should not wait for them. A box of its size holds its place
 * meanwhile. New stops (those waiting on the device too), photos or route reach the map in a render of their
 * own, after the page has shown them.
 */
export function LazyTripMap({
  stops,
  waitingStops,
  photos,
  route,
  ref,
  privacyZones,
  position,
  onDrawn,
  afterPaint = true,
}: ComponentProps<typeof TripMap> & { afterPaint?: boolean }) {
  const painted = useAfterPaint(afterPaint) || !afterPaint;
  // Asked for at once, drawn after the paint.
  useEffect(() => {
    preloadTripMap().catch(() => undefined);
  }, []);
  const deferred = {
    stops: useDeferredValue(stops),
    waitingStops: useDeferredValue(waitingStops),
    photos: useDeferredValue(photos),
    route: useDeferredValue(route),
  };
  if (!painted) return placeholder;
  return (
    <TripMap ref={ref} privacyZones={privacyZones} position={position} onDrawn={onDrawn} {...deferred} />
  );
}
