import { canvas } from 'leaflet';
import { useMemo } from 'react';
import { Polyline } from 'react-leaflet';
import type { RoutePoint } from '../../../common/contract/fields';
import { splitAtGaps } from '../../../common/tracks/geometry';
import { type MappedStop, routeSegments } from './map-points';
import { lineAtZoom, routeLevels } from './route-levels';
import { useMapZoom } from './use-map-view';

const ROUTE_STYLE = { color: '#0F766E', weight: 4, opacity: 0.8 };
/**
 * The way the trip went: the recorded GPS route when there is one (broken where a stretch is hidden from the
 * reader), else straight teal segments from stop to stop. Never both: straight lines over a real track say the
 * trip went where it did not.
 */
export function RouteLines({ stops, route }: { stops: readonly MappedStop[]; route: readonly RoutePoint[] }) {
  return route.length >= 2 ? <RecordedRoute route={route} /> : <StopSegments stops={stops} />;
}

/** The route on a canvas with as many points as the zoom can show, so a long track costs no more than a short one. */
function RecordedRoute({ route }: { route: readonly RoutePoint[] }) {
  const zoom = useMapZoom();
  // One part per stretch between the gaps where the route is hidden from the reader.
  const levels = useMemo(() => splitAtGaps(route).map(routeLevels), [route]);
  const track = useMemo(
    () => levels.map((part) => lineAtZoom(part, zoom)).filter((line) => line.length >= 2),
    [levels, zoom],
  );
  const renderer = useMemo(() => canvas(), []);
  if (track.length === 0) return null;
  return <Polyline positions={track} renderer={renderer} interactive={false} pathOptions={ROUTE_STYLE} />;
}

function StopSegments({ stops }: { stops: readonly MappedStop[] }) {
  return routeSegments(stops).map((positions) => (
    <Polyline
      key={positions.flat().join(',')}
      positions={positions}
      pathOptions={ROUTE_STYLE}
      className="trip-route-segment"
    />
  ));
}
