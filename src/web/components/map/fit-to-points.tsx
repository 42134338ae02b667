import type { LatLngTuple } from 'leaflet';
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

type Frame = { center: LatLngTuple; zoom: number } | { bounds: [LatLngTuple, LatLngTuple] };

/** The corners of every point, found in one pass: Leaflet's own bounds made an object of each of 5,000 points. */
function frameOf(points: readonly LatLngTuple[]): Frame {
  const [first] = points;
  if (!first) return { center: EMPTY_CENTER, zoom: EMPTY_ZOOM };
  if (points.length === 1) return { center: first, zoom: SINGLE_POINT_ZOOM };
  let [south, west] = first;
  let [north, east] = first;
  for (const [latitude, longitude] of points) {
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
  }
  return {
    bounds: [
      [south, west],
      [north, east],
    ],
  };
}

/**
 * Frames every point whenever the frame they need changes, so that a point added or removed within it leaves the
 * reader's view where it is; one point is shown closer up. Never closer than one point: a stop with its photos
 * (0.003° apart) would otherwise fill the map at street level.
 */
export function FitToPoints({ points }: { points: readonly LatLngTuple[] }) {
  const map = useMap();
  const frameKey = useMemo(() => JSON.stringify(frameOf(points)), [points]);
  useEffect(() => {
    const frame = JSON.parse(frameKey) as Frame;
    if ('center' in frame) map.setView(frame.center, frame.zoom);
    else {
      map.fitBounds(frame.bounds, {
        paddingTopLeft: TOP_LEFT_PADDING,
        paddingBottomRight: BOTTOM_RIGHT_PADDING,
        maxZoom: SINGLE_POINT_ZOOM,
      });
    }
  }, [map, frameKey]);
  return null;
}
