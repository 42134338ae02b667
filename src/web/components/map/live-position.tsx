import { Marker, Popup, Tooltip } from 'react-leaflet';
import { formatDateTime } from '@/lib/format';
import type { TripPosition } from '@/lib/queries/position';
import { timeAgo } from '@/lib/time-ago';
import { useNow } from '@/lib/use-now';
import { positionIcon } from './map-icons';

/** Where the traveller was last, with how long ago, over the other pins. */
export function LivePosition({ position }: { position: TripPosition }) {
  const ago = timeAgo(position.at, useNow());
  return (
    <Marker
      position={[position.lat, position.lng]}
      icon={positionIcon()}
      title={`Latest position, last seen ${ago}`}
      zIndexOffset={1000}
    >
      <Tooltip direction="top" permanent className="trip-map-position-label">
        {`Last seen ${ago}`}
      </Tooltip>
      <Popup minWidth={180}>
        <div className="grid gap-1">
          <strong className="text-sm">Latest position</strong>
          <span className="text-xs">{formatDateTime(position.at)}</span>
          <span className="text-xs text-muted-foreground">{`From ${position.device.name}`}</span>
        </div>
      </Popup>
    </Marker>
  );
}
