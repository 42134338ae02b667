import { Marker, Popup } from 'react-leaflet';
import { formatDate } from '@/lib/format';
import { thumbnailUrl } from '@/lib/photo-urls';
import { PhotoImage } from '../ui/photo-image';
import { photoIcon } from './map-icons';
import type { MappedPhoto } from './map-points';

export function PhotoMarkers({ photos }: { photos: readonly MappedPhoto[] }) {
  return photos.map(({ photo, position, locationName }) => (
    <Marker key={photo.id} position={position} icon={photoIcon()} title={`Photo: ${photo.originalName}`}>
      <Popup minWidth={200}>
        <div className="grid gap-1">
          <PhotoImage
            src={thumbnailUrl(photo)}
            alt={photo.originalName}
            className="h-32 w-full rounded-md bg-muted object-cover"
          />
          <strong className="truncate text-xs">{photo.originalName}</strong>
          {locationName && <span className="text-xs">Location: {locationName}</span>}
          {photo.takenAt && (
            <span className="text-xs text-muted-foreground">{formatDate(photo.takenAt)}</span>
          )}
        </div>
      </Popup>
    </Marker>
  ));
}
