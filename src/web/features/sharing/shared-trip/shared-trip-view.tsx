import { Users } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { LazyTripMap } from '@/components/map/lazy-trip-map';
import { LivePositionNote } from '@/components/map/live-position-note';
import { useMapDrawn } from '@/components/map/use-map-drawn';
import { StopPhotoGrid } from '@/components/stop/stop-photo-grid';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PhotoImage } from '@/components/ui/photo-image';
import { PhotoViewer, useViewerPhotos, type ViewerPhoto } from '@/components/ui/photo-viewer';
import { VIRTUALIZE_FROM } from '@/components/ui/virtual-grid';
import { originalUrl, thumbnailUrl } from '@/lib/photo-urls';
import type { Photo } from '../../../../common/contract/photos';
import { photoWithShareToken } from '../share-links';
import type { SharedTripView as SharedTripData } from '../types';
import { BackHomeButton } from './back-home-button';
import { ReportTripDialog } from './report-trip-dialog';
import { SharedTimeline } from './shared-timeline';
import { SharedTripHeader } from './shared-trip-header';

interface SharedTripViewProps {
  view: SharedTripData;
  token: string;
}

const WIDE_COLUMNS = { base: 2, sm: 3, lg: 5 };

/** The viewer shows originals (and offers them for download) only when the link allows it; else thumbnails. */
const toViewerPhoto = (photo: Photo, allowDownload: boolean): ViewerPhoto => ({
  id: photo.id,
  src: allowDownload ? originalUrl(photo) : thumbnailUrl(photo),
  title: photo.originalName,
  caption: photo.caption,
  downloadUrl: allowDownload ? originalUrl(photo) : null,
});

/**
 * A shared trip as its recipient reads it: the cover photo, the header, every photo in a wide grid, the route
 * map, the timeline of stops with each stop's photos, and a way to report it. Photos without a stop are in the
 * wide grid only. Any photo opens in the full-screen viewer.
 */
export function SharedTripView({ view, token }: SharedTripViewProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const { mapDrawn, onMapDrawn } = useMapDrawn();
  // Kept between renders: the map indexes the photos again, and the grids draw again, whenever the list is new.
  const photos = useMemo(
    () => view.photos.map((photo) => photoWithShareToken(photo, token)),
    [view.photos, token],
  );
  const virtualizePhotos = photos.length > VIRTUALIZE_FROM;
  const cover = photos.find((photo) => photo.id === view.trip.coverPhotoId) ?? photos[0];
  const allowDownload = view.share.allowDownload;
  const toViewer = useCallback((photo: Photo) => toViewerPhoto(photo, allowDownload), [allowDownload]);
  const viewerPhotos = useViewerPhotos(photos, viewing !== null, toViewer);
  const openPhoto = (photo: Photo) => setViewing(photos.findIndex((each) => each.id === photo.id));

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackHomeButton />
        <Badge variant="warning">
          <Users className="size-3" aria-hidden="true" />
          Shared Trip
        </Badge>
      </div>
      {cover && (
        <button
          type="button"
          aria-label={`Open the cover photo, ${cover.originalName}, full size`}
          onClick={() => openPhoto(cover)}
          className="-mx-4 block aspect-[4/3] overflow-hidden bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring sm:mx-0 sm:aspect-[21/9] sm:rounded-2xl"
        >
          <PhotoImage
            src={view.share.allowDownload ? originalUrl(cover) : thumbnailUrl(cover)}
            alt={cover.caption ?? cover.originalName}
            loading="eager"
            fetchPriority="high"
            data-hero-photo={cover.id}
            className="size-full object-cover"
          />
        </button>
      )}
      <SharedTripHeader view={view} />
      {photos.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{`Photos (${photos.length})`}</CardTitle>
          </CardHeader>
          <CardContent className="px-3 sm:px-6">
            <StopPhotoGrid
              photos={photos}
              label="All photos"
              columns={WIDE_COLUMNS}
              onOpen={openPhoto}
              virtualize={virtualizePhotos}
            />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Trip Route</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 px-3 sm:px-6 [&_.leaflet-container]:h-96">
          <LazyTripMap
            stops={view.stops}
            photos={photos}
            route={view.route.routeData}
            position={view.position}
            onDrawn={onMapDrawn}
          />
          {view.position && <LivePositionNote position={view.position} />}
        </CardContent>
      </Card>
      <SharedTimeline
        stops={view.stops}
        photos={photos}
        token={token}
        onOpenPhoto={openPhoto}
        virtualizePhotos={virtualizePhotos}
        grow={mapDrawn}
      />
      <div className="flex justify-center">
        <ReportTripDialog token={token} />
      </div>
      <PhotoViewer photos={viewerPhotos} index={viewing} onIndexChange={setViewing} />
    </div>
  );
}
