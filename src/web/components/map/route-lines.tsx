import { canvas, type LatLngTuple } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { Polyline, useMap, useMapEvents } from 'react-leaflet';
import type { RoutePoint } from '../../../common/contract/fields';
import { splitAtGaps } from '../../../common/routes/geometry';
import { fallbackLine, type MappedStop, routeSegments } from './map-points';
import { detailedRoute, lineAtZoom, type ProjectedPoint } from './route-levels';

const SEGMENT_STYLE = { color: '#0F766E', weight: 4, opacity: 0.8 };
const TRACK_STYLE = { color: '#2563EB', weight: 2.5, opacity: 0.9 };
const FALLBACK_STYLE = { color: '#6b7280', weight: 3, opacity: 0.7, dashArray: '8 8' };
const NO_PARTS: ProjectedPoint[][] = [];

/**
 * The route without the detail no zoom can show, worked out after the first paint and kept until replaced: one
 * part per stretch between the gaps where it is hidden from the reader.
 */
function useDetailedRoute(route: readonly RoutePoint[]): readonly ProjectedPoint[][] {
  const [detailed, setDetailed] = useState(NO_PARTS);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all(splitAtGaps(route).map((part) => detailedRoute(part, controller.signal))).then(
      setDetailed,
      (error: unknown) => {
        if (!controller.signal.aborted) throw error;
      },
    );
    return () => controller.abort();
  }, [route]);
  return detailed;
}

function useZoom(): number {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  return zoom;
}

/**
 * The GPS route as a thin blue line (broken where a stretch is hidden from the reader), under teal segments
 * between stops or the grey dashed fallback. The route is drawn on a canvas with as many points as the zoom can
 * show, so a long track costs no more than a short one.
 */
export function RouteLines({ stops, route }: { stops: readonly MappedStop[]; route: readonly RoutePoint[] }) {
  const zoom = useZoom();
  const detailed = useDetailedRoute(route);
  const track = useMemo(
    () => detailed.map((part) => lineAtZoom(part, zoom)).filter((line) => line.length >= 2),
    [detailed, zoom],
  );
  const renderer = useMemo(() => canvas(), []);
  return (
    <>
      {track.length > 0 && (
        <Polyline positions={track} renderer={renderer} interactive={false} pathOptions={TRACK_STYLE} />
      )}
      <StopLines stops={stops} track={track.length === 1 ? (track[0] ?? []) : []} />
    </>
  );
}

function StopLines({ stops, track }: { stops: readonly MappedStop[]; track: readonly LatLngTuple[] }) {
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
  const line = fallbackLine(track, stops);
  if (line.length === 0) return null;
  return <Polyline positions={line} pathOptions={FALLBACK_STYLE} className="trip-route-fallback" />;
}
