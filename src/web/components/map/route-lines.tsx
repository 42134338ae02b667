import type { LatLngTuple } from 'leaflet';
import { Polyline } from 'react-leaflet';
import type { RoutePoint } from '../../../common/contract/fields';
import { splitAtGaps } from '../../../common/routes/geometry';
import { fallbackLine, type MappedStop, routeSegments } from './map-points';

const SEGMENT_STYLE = { color: '#0F766E', weight: 4, opacity: 0.8 };
const TRACK_STYLE = { color: '#2563EB', weight: 2.5, opacity: 0.9 };
const FALLBACK_STYLE = { color: '#6b7280', weight: 3, opacity: 0.7, dashArray: '8 8' };

/**
 * The GPS route as a thin blue line (broken where a stretch is hidden from the reader), under teal segments
 * between stops or the grey dashed fallback.
 */
export function RouteLines({ stops, route }: { stops: readonly MappedStop[]; route: readonly RoutePoint[] }) {
  const track = splitAtGaps(route)
    .map((line) => line.map((point): LatLngTuple => [point.lat, point.lng]))
    .filter((line) => line.length >= 2);
  return (
    <>
      {track.length > 0 && (
        <Polyline positions={track} pathOptions={TRACK_STYLE} className="trip-route-track" />
      )}
      <StopLines stops={stops} route={route} />
    </>
  );
}

function StopLines({ stops, route }: { stops: readonly MappedStop[]; route: readonly RoutePoint[] }) {
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
