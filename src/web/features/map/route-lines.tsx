import { Polyline } from 'react-leaflet';
import { fallbackLine, type MappedStop, routeSegments } from './map-points';
import type { RoutePoint } from './queries';

const SEGMENT_STYLE = { color: '#0F766E', weight: 4, opacity: 0.8 };
const FALLBACK_STYLE = { color: '#6b7280', weight: 3, opacity: 0.7, dashArray: '8 8' };

/** Teal segments between consecutive stops, or a grey dashed line along the route when there are none. */
export function RouteLines({ stops, route }: { stops: readonly MappedStop[]; route: readonly RoutePoint[] }) {
  const segments = routeSegments(stops);
  if (segments.length > 0) {
    return segments.map((positions) => (
      <Polyline
        key={positions.flat().join(',')}
        positions={positions}
        pathOptions={SEGMENT_STYLE}
        className="trip-route-segment"
      />
    ));
  }
  const line = fallbackLine(route, stops);
  if (line.length === 0) return null;
  return <Polyline positions={line} pathOptions={FALLBACK_STYLE} className="trip-route-fallback" />;
}
