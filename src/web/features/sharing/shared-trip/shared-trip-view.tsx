import { Users } from 'lucide-react';
import { LazyTripMap } from '@/components/map/lazy-trip-map';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { VIRTUALIZE_FROM } from '@/components/ui/virtual-grid';
import { photoWithShareToken } from '../share-links';
import type { SharedTripView as SharedTripData } from '../types';
import { BackHomeButton } from './back-home-button';
import { ReportTripDialog } from './report-trip-dialog';
import { SharedTimeline } from './shared-timeline';
import { SharedTripHeader } from './shared-trip-header';
import { StopPhotoGrid } from './stop-photo-grid';

interface SharedTripViewProps {
  view: SharedTripData;
  token: string;
}

/** A shared trip as its recipient reads it: header, route map, timeline of stops, and a way to report it. */
export function SharedTripView({ view, token }: SharedTripViewProps) {
  const photos = view.photos.map((photo) => photoWithShareToken(photo, token));
  const stopIds = new Set(view.stops.map((stop) => stop.id));
  const loosePhotos = photos.filter((photo) => photo.stopId === null || !stopIds.has(photo.stopId));
  const virtualizePhotos = photos.length > VIRTUALIZE_FROM;

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackHomeButton />
        <Badge variant="warning">
          <Users className="size-3" aria-hidden="true" />
          Shared Trip
        </Badge>
      </div>
      <SharedTripHeader view={view} />
      <Card>
        <CardHeader>
          <CardTitle>Trip Route</CardTitle>
        </CardHeader>
        <CardContent className="px-3 sm:px-6 [&_.leaflet-container]:h-96">
          <LazyTripMap stops={view.stops} photos={photos} route={view.route.routeData} />
        </CardContent>
      </Card>
      <SharedTimeline
        stops={view.stops}
        photos={photos}
        token={token}
        canOpenFullSize={view.share.allowDownload}
        virtualizePhotos={virtualizePhotos}
      />
      {loosePhotos.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>More Photos</CardTitle>
          </CardHeader>
          <CardContent>
            <StopPhotoGrid
              photos={loosePhotos}
              canOpenFullSize={view.share.allowDownload}
              virtualize={virtualizePhotos}
            />
          </CardContent>
        </Card>
      )}
      <div className="flex justify-center">
        <ReportTripDialog token={token} />
      </div>
    </div>
  );
}
