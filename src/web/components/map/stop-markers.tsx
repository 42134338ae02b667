import type { Marker as LeafletMarker } from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import { formatDate } from '@/lib/format';
import { stopIcon } from './map-icons';
import type { MappedStop } from './map-points';

interface StopMarkersProps {
  stops: readonly MappedStop[];
  onMarker: (stopId: number, marker: LeafletMarker | null) => void;
}

export function StopMarkers({ stops, onMarker }: StopMarkersProps) {
  return stops.map(({ stop, number, position, color, waiting }) => {
    // A stop not stored yet is marked as its row in the list is.
    const mark = waiting && (waiting.refused ? 'Refused' : 'Waiting to sync');
    return (
      <Marker
        // A marker's title is set once it is made: a new mark makes a new marker.
        key={`${stop.id}:${stop.name}:${mark ?? ''}`}
        position={position}
        icon={stopIcon(color, number, waiting !== undefined)}
        title={mark ? `${stop.name} (${mark})` : stop.name}
        ref={(marker) => {
          onMarker(stop.id, marker);
          return () => onMarker(stop.id, null);
        }}
      >
        <Popup minWidth={200}>
          <div className="grid gap-1">
            <strong className="text-sm">{stop.name}</strong>
            <span className="text-xs text-muted-foreground">
              {mark ? `Stop #${number} · ${mark}` : `Stop #${number}`}
            </span>
            {stop.arrivalTime && <span className="text-xs">{formatDate(stop.arrivalTime)}</span>}
            {stop.description && <p className="m-0! text-xs">{stop.description}</p>}
          </div>
        </Popup>
      </Marker>
    );
  });
}
