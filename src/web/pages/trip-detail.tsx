import { useMemo } from 'react';
import { useParams } from 'wouter';
import { useShowOnMap } from '@/components/map/use-show-on-map';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ExportButton } from '@/features/export/export-button';
import { PhotoGallery } from '@/features/photos/gallery/photo-gallery';
import { UploadPhotosDialog } from '@/features/photos/upload/upload-photos-dialog';
import { GpsRouteRow } from '@/features/route/gps-route-row';
import { useRouteRecorder } from '@/features/route/recording/use-route-recorder';
import { ShareDialog } from '@/features/sharing/dialog/share-dialog';
import { PublicShareUrl } from '@/features/sharing/public-share-url';
import { TripAnalyticsCard } from '@/features/stats/trip-analytics-card';
import { StopList } from '@/features/stops/list/stop-list';
import { ActivityCard } from '@/features/trips/detail/activity-card';
import { RouteOverviewCard } from '@/features/trips/detail/route-overview-card';
import { ShareAdventureCard } from '@/features/trips/detail/share-adventure-card';
import { TripHeaderCard } from '@/features/trips/detail/trip-header-card';
import { TripNotFound } from '@/features/trips/detail/trip-not-found';
import { WhoIsHere } from '@/features/trips/detail/who-is-here';
import { usePhotos } from '@/lib/queries/photos';
import { usePrivacyZones } from '@/lib/queries/privacy-zones';
import { useTripRoute } from '@/lib/queries/route';
import { useStops } from '@/lib/queries/stops';
import { useTrip } from '@/lib/queries/trip';
import { TripRoleProvider } from '@/lib/trip-permissions';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useDeferredData } from '@/lib/use-deferred-data';
import { TripPlanProvider } from '@/lib/use-plan-feature';
import { useTripLive } from '@/lib/use-trip-live';

function tripIdFrom(text: string | undefined): number {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export default function TripDetailPage() {
  const tripId = tripIdFrom(useParams<{ id: string }>().id);
  const trip = useTrip(tripId);
  const stops = useStops(tripId);
  const photos = usePhotos(tripId);
  // The header and the first photos are drawn first, alone; the rest of the page (the map, the stops, the
  // charts) follows once they have been painted, and a long list of stops in a render of its own.
  const drawRest = useAfterPaint(trip.data !== undefined);
  const stopRows = useDeferredData(stops);
  const photoList = photos.data ?? [];
  const route = useTripRoute(tripId);
  const recorder = useRouteRecorder(tripId);
  // Only the owner's own zones apply to their trip; an administrator reading it sees it as others do.
  const role = trip.data?.role;
  const zones = usePrivacyZones(role === 'owner');
  const collaborating = role === 'owner' || role === 'editor';
  const viewers = useTripLive(tripId, collaborating);
  const { mapRef, mapSectionRef, showOnMap } = useShowOnMap();
  const routeData = route.data?.routeData;
  const drawnRoute = useMemo(
    () => [...(routeData ?? []), ...recorder.waiting],
    [routeData, recorder.waiting],
  );

  if (trip.isLoading) return <FullPageSpinner />;
  if (!trip.data) return <TripNotFound error={trip.error} />;
  const stopList = stops.data ?? [];
  const isOwner = trip.data.role === 'owner';

  return (
    <TripRoleProvider value={collaborating ? (trip.data.role as 'owner' | 'editor') : null}>
      <TripPlanProvider value={collaborating ? trip.data.planTier : null}>
        <div className="grid min-w-0 gap-6">
          <WhoIsHere viewers={viewers} />
          <TripHeaderCard
            trip={trip.data}
            stopCount={stopList.length}
            photos={photoList}
            shareActions={
              <>
                {isOwner && <ShareDialog trip={trip.data} />}
                <ExportButton tripId={tripId} />
              </>
            }
          />
          {/* Photos first: the trip's pictures come before the route tools. */}
          <PhotoGallery
            tripId={tripId}
            photos={photoList}
            stops={stopList}
            isLoading={photos.isLoading}
            canEdit={trip.data.canEdit}
            coverPhotoId={trip.data.coverPhotoId}
          />
          {drawRest && (
            <>
              <div ref={mapSectionRef} className="scroll-mt-20">
                <RouteOverviewCard
                  trip={trip.data}
                  stops={stopList}
                  photos={photoList}
                  route={drawnRoute}
                  mapRef={mapRef}
                  privacyZones={isOwner ? zones.data : undefined}
                  gpsRoute={
                    <GpsRouteRow
                      tripId={tripId}
                      canEdit={trip.data.canEdit}
                      mayClear={isOwner}
                      route={route.data}
                      recorder={recorder}
                    />
                  }
                />
              </div>
              {isOwner && <TripAnalyticsCard tripId={tripId} />}
              <StopList
                tripId={tripId}
                stops={stopRows.data ?? []}
                isLoading={stopRows.isLoading}
                canEdit={trip.data.canEdit}
                onShowOnMap={showOnMap}
                photoUploadDialog={(dialog) => <UploadPhotosDialog tripId={tripId} {...dialog} />}
              />
              <ShareAdventureCard
                publicLink={
                  trip.data.shareUrl && (
                    <PublicShareUrl tripId={tripId} shareUrl={trip.data.shareUrl} canRemove={isOwner} />
                  )
                }
              />
              {collaborating && <ActivityCard tripId={tripId} />}
            </>
          )}
        </div>
      </TripPlanProvider>
    </TripRoleProvider>
  );
}
