import { useMemo } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { formatDate } from '@/lib/format';
import { thumbnailUrl } from '@/lib/photo-urls';
import { PhotoImage } from '../ui/photo-image';
import { clusterIcon, photoIcon } from './map-icons';
import type { MappedPhoto } from './map-points';
import { type Box, indexPhotos, type PhotoMarker, photoMarkers } from './photo-clusters';
import { useMapView } from './use-map-view';

/** Listed at most in the popup of photos taken at one spot; the gallery has them all. */
const LISTED_PHOTOS = 30;
/** Markers are made for the view and this much around it (as a share of its size), so a short pan finds them. */
const VIEW_PADDING = 0.5;

/**
 * Photos as orange pins, gathered into numbered discs where they crowd: only what is in view is drawn, so
 * thousands of photos cost no more than a few dozen markers. A disc zooms in on its photos when clicked, or
 * lists them when they were all taken at one spot.
 */
export function PhotoMarkers({ photos }: { photos: readonly MappedPhoto[] }) {
  const index = useMemo(() => indexPhotos(photos), [photos]);
  const view = useMapView();
  const markers = useMemo(() => {
    const around = view.bounds.pad(VIEW_PADDING);
    const box: Box = [around.getWest(), around.getSouth(), around.getEast(), around.getNorth()];
    return photoMarkers(index, photos, box, view.zoom);
  }, [index, photos, view]);
  return markers.map((marker) =>
    marker.kind === 'photo' ? (
      <SinglePhoto key={marker.key} {...marker.mapped} />
    ) : (
      <PhotoCluster key={marker.key} cluster={marker} />
    ),
  );
}

function SinglePhoto({ photo, position, locationName }: MappedPhoto) {
  return (
    <Marker position={position} icon={photoIcon()} title={`Photo: ${photo.originalName}`}>
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
  );
}

function PhotoCluster({ cluster }: { cluster: Extract<PhotoMarker, { kind: 'cluster' }> }) {
  const map = useMap();
  const { position, count, expansionZoom } = cluster;
  if (expansionZoom === null) {
    return (
      <Marker position={position} icon={clusterIcon(count)} title={`${count} photos taken here`}>
        <Popup minWidth={220} maxHeight={320}>
          <PhotoList cluster={cluster} />
        </Popup>
      </Marker>
    );
  }
  const zoomIn = () => map.setView(position, expansionZoom);
  return (
    <Marker
      position={position}
      icon={clusterIcon(count)}
      title={`${count} photos: zoom in`}
      eventHandlers={{ click: zoomIn }}
    />
  );
}

function PhotoList({ cluster }: { cluster: Extract<PhotoMarker, { kind: 'cluster' }> }) {
  const photos = cluster.photos();
  const rest = photos.length - LISTED_PHOTOS;
  return (
    <div className="grid gap-2">
      <strong className="text-xs">
        {photos.length} photos{photos[0]?.locationName ? ` at ${photos[0].locationName}` : ''}
      </strong>
      <ul className="m-0! grid list-none grid-cols-3 gap-1 p-0">
        {photos.slice(0, LISTED_PHOTOS).map(({ photo }) => (
          <li key={photo.id} title={photo.originalName}>
            <PhotoImage
              src={thumbnailUrl(photo)}
              alt={photo.originalName}
              className="aspect-square w-full rounded bg-muted object-cover"
            />
          </li>
        ))}
      </ul>
      {rest > 0 && <span className="text-xs text-muted-foreground">and {rest} more in the gallery</span>}
    </div>
  );
}
