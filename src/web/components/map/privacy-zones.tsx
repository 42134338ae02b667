import { ShieldCheck } from 'lucide-react';
import { Circle, Tooltip } from 'react-leaflet';
import type { PrivacyZone } from '../../../common/schemas/privacy';

const ZONE_STYLE = {
  color: '#b45309',
  weight: 2,
  dashArray: '6 6',
  fillColor: '#f59e0b',
  fillOpacity: 0.3,
};

interface PrivacyZoneShapesProps {
  zones: readonly PrivacyZone[];
  /** Names written on the zones themselves (the profile's map); else shown on hover, with a legend. */
  permanentLabels?: boolean;
}

/** The owner's privacy zones, shaded on their own maps: what lies inside is hidden from everyone else. */
export function PrivacyZoneShapes({ zones, permanentLabels = false }: PrivacyZoneShapesProps) {
  if (zones.length === 0) return null;
  return (
    <>
      {zones.map((zone) => (
        <Circle
          key={`${zone.name}:${zone.latitude}:${zone.longitude}:${zone.radiusMeters}`}
          center={[zone.latitude, zone.longitude]}
          radius={zone.radiusMeters}
          pathOptions={ZONE_STYLE}
          className="privacy-zone"
        >
          <Tooltip direction="center" permanent={permanentLabels} className="privacy-zone-label">
            {`${zone.name} · hidden from others`}
          </Tooltip>
        </Circle>
      ))}
      {!permanentLabels && (
        <p className="privacy-zone-legend pointer-events-none absolute bottom-6 left-2 z-[1000] m-0 inline-flex items-center gap-1.5 rounded-md bg-card/95 px-2 py-1 text-xs font-medium text-amber-900 shadow">
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          Shaded areas: your privacy zones, hidden from others
        </p>
      )}
    </>
  );
}
