import 'leaflet/dist/leaflet.css';
import type { LatLngTuple } from 'leaflet';
import { Circle, MapContainer, useMapEvents } from 'react-leaflet';
import { EMPTY_CENTER, EMPTY_ZOOM, FitToPoints } from '@/components/map/fit-to-points';
import { MapErrorBoundary } from '@/components/map/map-error-boundary';
import { MapTiles } from '@/components/map/map-tiles';
import { PrivacyZoneShapes } from '@/components/map/privacy-zones';
import type { PrivacyZone } from '../../../common/schemas/privacy';

interface ZoneMapProps {
  zones: readonly PrivacyZone[];
  /** The zone being drawn, once it has a centre. */
  draft: { latitude: number; longitude: number; radiusMeters: number } | null;
  onPick: (latitude: number, longitude: number) => void;
}

function PickOnClick({ onPick }: Pick<ZoneMapProps, 'onPick'>) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** The saved zones shaded, the one being drawn outlined; a click places the new zone's centre. */
export function ZoneMap({ zones, draft, onPick }: ZoneMapProps) {
  const centres = zones.map((zone): LatLngTuple => [zone.latitude, zone.longitude]);
  return (
    <MapErrorBoundary>
      <section aria-label="Privacy zones map" className="relative isolate overflow-hidden rounded-xl">
        <MapContainer center={EMPTY_CENTER} zoom={EMPTY_ZOOM} className="h-80 w-full bg-muted">
          <MapTiles />
          <PrivacyZoneShapes zones={zones} />
          {draft && (
            <Circle
              center={[draft.latitude, draft.longitude]}
              radius={draft.radiusMeters}
              pathOptions={{ color: '#0f766e', weight: 2, fillOpacity: 0.15 }}
            />
          )}
          <PickOnClick onPick={onPick} />
          <FitToPoints points={centres} />
        </MapContainer>
      </section>
    </MapErrorBoundary>
  );
}
