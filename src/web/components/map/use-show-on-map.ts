import { useCallback, useEffect, useRef } from 'react';
import type { TripMapHandle } from './trip-map';

const SCROLL_THEN_FOCUS_MS = 800;

/** Scrolls the map into view, then focuses a stop on it once the scroll has settled. */
export function useShowOnMap() {
  const mapRef = useRef<TripMapHandle>(null);
  const mapSectionRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const showOnMap = useCallback((stopId: number) => {
    mapSectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => mapRef.current?.focusStop(stopId), SCROLL_THEN_FOCUS_MS);
  }, []);

  return { mapRef, mapSectionRef, showOnMap };
}
