import 'leaflet/dist/leaflet.css';
import { latLng, latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { Circle, MapContainer, useMap, useMapEvents } from 'react-leaflet';
import { EMPTY_CENTER, EMPTY_ZOOM } from '@/components/map/fit-to-points';
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

/** Frames every saved zone whole whenever the list changes. */
function FitToZones({ zones }: Pick<ZoneMapProps, 'zones'>) {
  const map = useMap();
  const key = JSON.stringify(zones);
  useEffect(() => {
    const saved = JSON.parse(key) as PrivacyZone[];
    const [first, ...others] = saved.map((zone) =>
      latLng(zone.latitude, zone.longitude).toBounds(zone.radiusMeters * 2),
    );
    if (!first) return;
    map.fitBounds(
      others.reduce(
        (all, bounds) => all.extend(bounds),
        latLngBounds(first.getSouthWest(), first.getNorthEast()),
      ),
      { padding: [24, 24] },
    );
  }, [map, key]);
  return null;
}

/** The saved zones shaded, the one being drawn outlined; a click places the new zone's centre. */
export function ZoneMap({ zones, draft, onPick }: ZoneMapProps) {
  return (
    <MapErrorBoundary>
      <section aria-label="Privacy zones map" className="relative isolate overflow-hidden rounded-xl">
        <MapContainer center={EMPTY_CENTER} zoom={EMPTY_ZOOM} className="h-80 w-full bg-muted">
          <MapTiles />
          <PrivacyZoneShapes zones={zones} permanentLabels />
          {draft && (
            <Circle
              center={[draft.latitude, draft.longitude]}
              radius={draft.radiusMeters}
              pathOptions={{ color: '#0f766e', weight: 2, fillOpacity: 0.15 }}
            />
          )}
          <PickOnClick onPick={onPick} />
          <FitToZones zones={zones} />
        </MapContainer>
      </section>
    </MapErrorBoundary>
  );
}
