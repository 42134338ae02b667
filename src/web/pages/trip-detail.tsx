import { useMemo } from 'react';
import { useParams } from 'wouter';
import { PrivacyZoneShapes } from '@/components/map/privacy-zones';
import { useShowOnMap } from '@/components/map/use-show-on-map';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ExportButton } from '@/features/export/export-button';
import { PhotoGallery } from '@/features/photos/gallery/photo-gallery';
import { UploadPhotosDialog } from '@/features/photos/upload/upload-photos-dialog';
import { GpsRouteRow } from '@/features/route/gps-route-row';
import { useRouteRecorder } from '@/features/route/recording/use-route-recorder';
import { ShareDialog } from '@/features/sharing/dialog/share-dialog';
import { PublicShareUrl } from '@/features/sharing/public-share-url';
import { StopList } from '@/features/stops/list/stop-list';
import { RouteOverviewCard } from '@/features/trips/detail/route-overview-card';
import { ShareAdventureCard } from '@/features/trips/detail/share-adventure-card';
import { TripHeaderCard } from '@/features/trips/detail/trip-header-card';
import { TripNotFound } from '@/features/trips/detail/trip-not-found';
import { usePhotos } from '@/lib/queries/photos';
import { usePrivacyZones } from '@/lib/queries/privacy-zones';
import { useTripRoute } from '@/lib/queries/route';
import { useStops } from '@/lib/queries/stops';
import { useTrip } from '@/lib/queries/trip';
import { useDeferredData } from '@/lib/use-deferred-data';

function tripIdFrom(text: string | undefined): number {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export default function TripDetailPage() {
  const tripId = tripIdFrom(useParams<{ id: string }>().id);
  const trip = useTrip(tripId);
  const stops = useStops(tripId);
  const photos = usePhotos(tripId);
  // A trip's stops and photos can be many: their lists are drawn after the rest of the page.
  const stopRows = useDeferredData(stops);
  const photoTiles = useDeferredData(photos);
  const photoList = photoTiles.data ?? [];
  const route = useTripRoute(tripId);
  const recorder = useRouteRecorder(tripId);
  // Only the owner's own zones apply to their trip; an administrator reading it sees it as others do.
  const zones = usePrivacyZones(trip.data?.canEdit === true);
  const { mapRef, mapSectionRef, showOnMap } = useShowOnMap();
  const routeData = route.data?.routeData;
  const drawnRoute = useMemo(
    () => [...(routeData ?? []), ...recorder.waiting],
    [routeData, recorder.waiting],
  );

  if (trip.isLoading) return <FullPageSpinner />;
  if (!trip.data) return <TripNotFound error={trip.error} />;
  const stopList = stops.data ?? [];

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
          mapLayers={trip.data.canEdit && <PrivacyZoneShapes zones={zones.data ?? []} />}
          gpsRoute={
            <GpsRouteRow tripId={tripId} canEdit={trip.data.canEdit} route={route.data} recorder={recorder} />
          }
        />
      </div>
      <StopList
        tripId={tripId}
        stops={stopRows.data ?? []}
        isLoading={stopRows.isLoading}
        canEdit={trip.data.canEdit}
        onShowOnMap={showOnMap}
        photoUploadDialog={(dialog) => <UploadPhotosDialog tripId={tripId} {...dialog} />}
      />
      <PhotoGallery
        tripId={tripId}
        photos={photoList}
        stops={stopList}
        isLoading={photoTiles.isLoading}
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
