import { Circle, Tooltip } from 'react-leaflet';
import type { PrivacyZone } from '../../../common/schemas/privacy';

const ZONE_STYLE = {
  color: '#b45309',
  weight: 2,
  dashArray: '6 6',
  fillColor: '#f59e0b',
  fillOpacity: 0.25,
};

/** The owner's privacy zones, shaded on their own maps: what lies inside is hidden from everyone else. */
export function PrivacyZoneShapes({ zones }: { zones: readonly PrivacyZone[] }) {
  return zones.map((zone) => (
    <Circle
      key={`${zone.name}:${zone.latitude}:${zone.longitude}:${zone.radiusMeters}`}
      center={[zone.latitude, zone.longitude]}
      radius={zone.radiusMeters}
      pathOptions={ZONE_STYLE}
      className="privacy-zone"
    >
      <Tooltip direction="center" permanent className="privacy-zone-label">
        {`${zone.name} · hidden from others`}
      </Tooltip>
    </Circle>
  ));
}
