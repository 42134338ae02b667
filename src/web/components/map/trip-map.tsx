import 'leaflet/dist/leaflet.css';
import type { LatLngTuple, Map as LeafletMap, Marker as LeafletMarker } from 'leaflet';
import {
  type Ref,
  startTransition,
  useCallback,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { MapContainer } from 'react-leaflet';
import type { WaitingStop } from '@/lib/outbox/waiting-stop';
import type { TripPosition } from '@/lib/queries/position';
import type { RoutePoint } from '../../../common/contract/fields';
import type { Photo } from '../../../common/contract/photos';
import type { Stop } from '../../../common/contract/stops';
import type { PrivacyZone } from '../../../common/schemas/privacy';
import { EMPTY_CENTER, EMPTY_ZOOM, FitToPoints } from './fit-to-points';
import { LivePosition } from './live-position';
import { MapErrorBoundary } from './map-error-boundary';
import { mapPhotos, mapStops } from './map-points';
import { MapTiles } from './map-tiles';
import { PhotoMarkers } from './photo-markers';
import { PrivacyZoneShapes } from './privacy-zones';
import { RouteLines } from './route-lines';
import { StopMarkers } from './stop-markers';

const FOCUS_ZOOM = 16;
const POPUP_DELAY_MS = 300;
const START_ZOOM = 10;

export interface TripMapHandle {
  /** Flies to the stop and opens its popup shortly after. */
  focusStop: (stopId: number) => void;
}

interface TripMapProps {
  stops: readonly Stop[];
  /** Stops made on this device that the server does not have yet: after the trip's, marked waiting. */
  waitingStops?: readonly WaitingStop[];
  photos?: readonly Photo[];
  route?: readonly RoutePoint[];
  ref?: Ref<TripMapHandle>;
  /** The owner's privacy zones, shaded over their own trip. */
  privacyZones?: readonly PrivacyZone[];
  /** The traveller's latest position, from their phone; framed with the pins. */
  position?: TripPosition | null;
  /**
   * Called once, when the pins (and a route as the server sends it) have first been made (`useMapDrawn`); the
   * callback given at that moment is the one called, whatever its identity.
   */
  onDrawn?: () => void;
}

/** The trip on a map: numbered stop pins joined by the route, photos pinned or gathered, and focus on a stop. */
export function TripMap(props: TripMapProps) {
  return (
    <MapErrorBoundary>
      <LeafletTripMap {...props} />
    </MapErrorBoundary>
  );
}

const NO_WAITING_STOPS: readonly WaitingStop[] = [];
const NO_PHOTOS: readonly Photo[] = [];
const NO_ROUTE: readonly RoutePoint[] = [];
const NO_ZONES: readonly PrivacyZone[] = [];

function LeafletTripMap({
  stops,
  waitingStops = NO_WAITING_STOPS,
  photos = NO_PHOTOS,
  route = NO_ROUTE,
  ref,
  privacyZones = NO_ZONES,
  position = null,
  onDrawn,
}: TripMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const markers = useRef(new Map<number, LeafletMarker>());
  const popupTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mappedStops = useMemo(() => mapStops(stops, waitingStops), [stops, waitingStops]);
  const mappedPhotos = useMemo(() => mapPhotos(photos, stops), [photos, stops]);
  const points = useMemo(
    () => [
      ...[...mappedStops, ...mappedPhotos].map((item) => item.position),
      ...(position ? [[position.lat, position.lng] as LatLngTuple] : []),
    ],
    [mappedStops, mappedPhotos, position],
  );
  const [first] = points;

  const onMarker = useCallback((stopId: number, marker: LeafletMarker | null) => {
    if (marker) markers.current.set(stopId, marker);
    else markers.current.delete(stopId);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      focusStop(stopId) {
        const marker = markers.current.get(stopId);
        if (!map || !marker) return;
        // Leaflet animates the pan and near zooms, and jumps across large ones. A fly-to across ten zoom levels
        // scaled the map's layers so far that Chromium without a GPU stopped drawing for up to a minute.
        map.setView(marker.getLatLng(), FOCUS_ZOOM, { animate: true });
        clearTimeout(popupTimer.current);
        popupTimer.current = setTimeout(() => marker.openPopup(), POPUP_DELAY_MS);
      },
    }),
    [map],
  );
  useEffect(() => () => clearTimeout(popupTimer.current), []);
  const layersWanted = useLayersAfterTiles(map);
  // The layers' own effects, which add them to the map, have run by the time this one does; a caller's new
  // callback does not call it again.
  const drawn = useEffectEvent(() => onDrawn?.());
  useEffect(() => {
    if (layersWanted) drawn();
  }, [layersWanted]);

  return (
    <section aria-label="Trip map" className="relative isolate w-full overflow-hidden rounded-xl">
      {/* Pins hide while a zoom animates rather than each sliding on its own layer: a hundred and more of them made
          every frame of the animation late, and the click's answer with it. */}
      <MapContainer
        ref={setMap}
        center={first ?? EMPTY_CENTER}
        zoom={first ? START_ZOOM : EMPTY_ZOOM}
        className="h-[400px] w-full bg-muted [contain:strict]"
        markerZoomAnimation={false}
      >
        {/* The tiles once the map has been framed (its first render), so that only the framed view's are asked for. */}
        {map && <MapTiles />}
        {layersWanted && (
          <>
            <RouteLines stops={mappedStops} route={route} />
            <StopMarkers stops={mappedStops} onMarker={onMarker} />
            <PhotoMarkers photos={mappedPhotos} />
            <PrivacyZoneShapes zones={privacyZones} />
            {position && <LivePosition position={position} />}
          </>
        )}
        <FitToPoints points={points} />
      </MapContainer>
      {!first && (
        <div className="pointer-events-none absolute inset-0 z-[500] flex items-center justify-center bg-slate-900/25 p-4">
          <p className="rounded-lg bg-card/95 px-4 py-2 text-sm font-medium shadow">
            Add stops to see them on the map
          </p>
        </div>
      )}
    </section>
  );
}

/**
 * False until the task after the one that made `map` (and asked for its tiles): the pins and the route, long to
 * make, are made while the tiles come rather than before they are asked for, and in a render the browser may
 * interrupt: made in one, they were the map's longest task.
 */
function useLayersAfterTiles(map: LeafletMap | null): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!map || wanted) return;
    const timer = setTimeout(() => startTransition(() => setWanted(true)));
    return () => clearTimeout(timer);
  }, [map, wanted]);
  return wanted;
}
