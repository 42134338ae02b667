import { canvas } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { Polyline } from 'react-leaflet';
import type { RoutePoint } from '../../../common/contract/fields';
import { splitAtGaps } from '../../../common/routes/geometry';
import { type MappedStop, routeSegments } from './map-points';
import {
  detailedRoute,
  detailedShortRoute,
  isShortRoute,
  lineAtZoom,
  type ProjectedPoint,
} from './route-levels';
import { useMapZoom } from './use-map-view';

const ROUTE_STYLE = { color: '#0F766E', weight: 4, opacity: 0.8 };
const NO_PARTS: ProjectedPoint[][] = [];

/**
 * The route without the detail no zoom can show, one part per stretch between the gaps where it is hidden from the
 * reader: a short route (up to `SLICE_POINTS` points; the server sends a few thousand) at once, drawn with the
 * pins; a longer one (a route being recorded, a large import) after the first paint, in slices, kept until replaced.
 */
function useDetailedRoute(route: readonly RoutePoint[]): readonly ProjectedPoint[][] {
  const short = isShortRoute(route);
  const now = useMemo(() => (short ? splitAtGaps(route).map(detailedShortRoute) : null), [route, short]);
  const [detailed, setDetailed] = useState(NO_PARTS);
  useEffect(() => {
    // Kept, so that a route growing past one slice shows its last line until the longer one is worked out.
    if (now) {
      setDetailed(now);
      return;
    }
    const controller = new AbortController();
    Promise.all(splitAtGaps(route).map((part) => detailedRoute(part, controller.signal))).then(
      setDetailed,
      (error: unknown) => {
        if (!controller.signal.aborted) throw error;
      },
    );
    return () => controller.abort();
  }, [route, now]);
  return now ?? detailed;
}

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
  const detailed = useDetailedRoute(route);
  const track = useMemo(
    () => detailed.map((part) => lineAtZoom(part, zoom)).filter((line) => line.length >= 2),
    [detailed, zoom],
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
