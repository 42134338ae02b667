import type { LatLngBounds, Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';

interface MapView {
  bounds: LatLngBounds;
  zoom: number;
}

/**
 * What `read` takes from the map, read again at each `event`; a reading `same` as the last keeps the last (no
 * render). The listener is set once, not again at every render as `useMapEvents` sets an inline one: between
 * taking the old one off and putting the new one on, a move that another part's effect makes in the same commit
 * (a frame of new points) went unseen, and the view stayed stale.
 */
function useMapReading<T>(event: string, read: (map: LeafletMap) => T, same: (a: T, b: T) => boolean): T {
  const map = useMap();
  const [reading, setReading] = useState(() => read(map));
  useEffect(() => {
    const update = () =>
      setReading((previous) => {
        const next = read(map);
        return same(previous, next) ? previous : next;
      });
    map.on(event, update);
    // A move between the first render and this effect.
    update();
    return () => {
      map.off(event, update);
    };
  }, [map, event, read, same]);
  return reading;
}

const readView = (map: LeafletMap): MapView => ({ bounds: map.getBounds(), zoom: map.getZoom() });
const sameView = (a: MapView, b: MapView) => a.zoom === b.zoom && a.bounds.equals(b.bounds);
const readZoom = (map: LeafletMap) => map.getZoom();

/** The map's bounds and zoom as of its last move. */
export const useMapView = (): MapView => useMapReading('moveend', readView, sameView);

/** The map's zoom, which a pan leaves as it is: for layers drawn per zoom, re-rendered only when it changes. */
export const useMapZoom = (): number => useMapReading('zoomend', readZoom, Object.is);
