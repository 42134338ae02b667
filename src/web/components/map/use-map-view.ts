import type { LatLngBounds } from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';

export interface MapView {
  bounds: LatLngBounds;
  zoom: number;
}

/**
 * The map's bounds and zoom as of its last move. Its listener is set once, not again at every render as
 * `useMapEvents` sets an inline one: between taking the old one off and putting the new one on, a move that
 * another part's effect makes in the same commit (a frame of new points) went unseen, and the view stayed stale.
 */
export function useMapView(): MapView {
  const map = useMap();
  const [view, setView] = useState<MapView>(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }));
  useEffect(() => {
    const update = () =>
      setView((previous) => {
        const bounds = map.getBounds();
        const zoom = map.getZoom();
        return previous.zoom === zoom && previous.bounds.equals(bounds) ? previous : { bounds, zoom };
      });
    map.on('moveend', update);
    // A move between the first render and this effect.
    update();
    return () => {
      map.off('moveend', update);
    };
  }, [map]);
  return view;
}
