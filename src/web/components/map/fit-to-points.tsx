import { type LatLngTuple, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';

export const EMPTY_CENTER: LatLngTuple = [39.83, -98.58];
export const EMPTY_ZOOM = 4;
const SINGLE_POINT_ZOOM = 12;
/**
 * Room kept at the left, where the zoom buttons are (10 px in, up to 48 px wide on phones), and at the top: a pin
 * stands 41 px above its place and 12 px left of it, so no pin lies under the buttons or past the top edge.
 */
const TOP_LEFT_PADDING: [number, number] = [72, 50];
const BOTTOM_RIGHT_PADDING: [number, number] = [20, 20];

/**
 * Frames every point whenever the set of points changes; one point is shown closer up. Never closer than one
 * point: a stop with its photos (0.003° apart) would otherwise fill the map at street level.
 */
export function FitToPoints({ points }: { points: readonly LatLngTuple[] }) {
  const map = useMap();
  const pointsKey = useMemo(() => JSON.stringify(points), [points]);
  useEffect(() => {
    const current = JSON.parse(pointsKey) as LatLngTuple[];
    const [first] = current;
    if (!first) map.setView(EMPTY_CENTER, EMPTY_ZOOM);
    else if (current.length === 1) map.setView(first, SINGLE_POINT_ZOOM);
    else {
      map.fitBounds(latLngBounds(current), {
        paddingTopLeft: TOP_LEFT_PADDING,
        paddingBottomRight: BOTTOM_RIGHT_PADDING,
        maxZoom: SINGLE_POINT_ZOOM,
      });
    }
  }, [map, pointsKey]);
  return null;
}
