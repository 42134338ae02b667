import { useMemo } from 'react';
import { useParams } from 'wouter';
import { useTripRoute } from '@/components/map/queries';
import { useShowOnMap } from '@/components/map/use-show-on-map';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ExportButton } from '@/features/export/export-button';
import { PhotoGallery } from '@/features/photos/gallery/photo-gallery';
import { usePhotos } from '@/features/photos/queries';
import { UploadPhotosDialog } from '@/features/photos/upload/upload-photos-dialog';
import { GpsRouteRow } from '@/features/route/gps-route-row';
import { useRouteRecorder } from '@/features/route/recording/use-route-recorder';
import { ShareDialog } from '@/features/sharing/dialog/share-dialog';
import { PublicShareUrl } from '@/features/sharing/public-share-url';
import { StopList } from '@/features/stops/list/stop-list';
import { useStops } from '@/features/stops/queries';
import { RouteOverviewCard } from '@/features/trips/detail/route-overview-card';
import { ShareAdventureCard } from '@/features/trips/detail/share-adventure-card';
import { TripHeaderCard } from '@/features/trips/detail/trip-header-card';
import { TripNotFound } from '@/features/trips/detail/trip-not-found';
import { useTrip } from '@/features/trips/queries';

function tripIdFrom(text: string | undefined): number {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export default function TripDetailPage() {
  const tripId = tripIdFrom(useParams<{ id: string }>().id);
  const trip = useTrip(tripId);
  const stops = useStops(tripId);
  const photos = usePhotos(tripId);
  const route = useTripRoute(tripId);
  const recorder = useRouteRecorder(tripId);
  const { mapRef, mapSectionRef, showOnMap } = useShowOnMap();
  const routeData = route.data?.routeData;
  const drawnRoute = useMemo(
    () => [...(routeData ?? []), ...recorder.waiting],
    [routeData, recorder.waiting],
  );

  if (trip.isLoading) return <FullPageSpinner />;
  if (!trip.data) return <TripNotFound error={trip.error} />;
  const stopList = stops.data ?? [];
  const photoList = photos.data ?? [];

  return (
    <div className="grid min-w-0 gap-6">
      <TripHeaderCard
        trip={trip.data}
        stopCount={stopList.length}
        photos={photoList}
        shareActions={
          <>
            <ShareDialog trip={trip.data} />
            <ExportButton tripId={tripId} />
          </>
        }
      />
      <div ref={mapSectionRef} className="scroll-mt-20">
        <RouteOverviewCard
          trip={trip.data}
          stops={stopList}
          photos={photoList}
          route={drawnRoute}
          mapRef={mapRef}
          gpsRoute={
            <GpsRouteRow tripId={tripId} canEdit={trip.data.canEdit} route={route.data} recorder={recorder} />
          }
        />
      </div>
      <StopList
        tripId={tripId}
        stops={stopList}
        isLoading={stops.isLoading}
        canEdit={trip.data.canEdit}
        onShowOnMap={showOnMap}
        photoUploadDialog={(dialog) => <UploadPhotosDialog tripId={tripId} {...dialog} />}
      />
      <PhotoGallery
        tripId={tripId}
        photos={photoList}
        stops={stopList}
        isLoading={photos.isLoading}
        canEdit={trip.data.canEdit}
      />
      <ShareAdventureCard
        publicLink={
          trip.data.shareUrl && (
            <PublicShareUrl tripId={tripId} shareUrl={trip.data.shareUrl} canRemove={trip.data.canEdit} />
          )
        }
      />
    </div>
  );
}
