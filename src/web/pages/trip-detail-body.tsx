import { useMemo } from 'react';
import { useMapDrawn } from '@/components/map/use-map-drawn';
import { useShowOnMap } from '@/components/map/use-show-on-map';
import { WaitingChanges } from '@/features/offline/waiting-changes';
import { UploadPhotosDialog } from '@/features/photos/upload/lazy-upload-photos-dialog';
import { PublicShareUrl } from '@/features/sharing/public-share-url';
import { TripAnalyticsCard } from '@/features/stats/trip-analytics-card';
import { StopList } from '@/features/stops/list/stop-list';
import { useTripWaiting } from '@/features/stops/list/waiting-stops';
import { GpsTrackRow } from '@/features/track/gps-track-row';
import { useTrackRecorder } from '@/features/track/recording/use-track-recorder';
import { ActivityCard } from '@/features/trips/detail/activity-card';
import { RouteOverviewCard } from '@/features/trips/detail/route-overview-card';
import { type AdventureActions, ShareAdventureCard } from '@/features/trips/detail/share-adventure-card';
import { useTripPosition } from '@/lib/queries/position';
import { usePrivacyZones } from '@/lib/queries/privacy-zones';
import { useTripRoute } from '@/lib/queries/route';
import { useStops } from '@/lib/queries/stops';
import { isCollaborator } from '@/lib/trip-permissions';
import { useDeferredData } from '@/lib/use-deferred-data';
import type { Photo } from '../../common/contract/photos';
import type { TripDetail } from '../../common/contract/trips';

interface TripDetailBodyProps {
  trip: TripDetail;
  photos: readonly Photo[];
}

/**
 * What a trip page leads with below its header: the map and route tools, and the stops (their photos, editing,
 * ordering and voice memos). Its code loads apart, run as the page first renders; it is drawn once the top of the
 * page is on screen.
 */
export default function TripDetailBody({ trip, photos }: TripDetailBodyProps) {
  const tripId = trip.id;
  const stops = useStops(tripId);
  // The stops' rows, this section's longest part to draw, follow once the map above them is drawn.
  const { mapDrawn: rowsWanted, onMapDrawn } = useMapDrawn();
  const stopRows = useDeferredData(stops);
  const route = useTripRoute(tripId);
  const recorder = useTrackRecorder(tripId);
  const isOwner = trip.role === 'owner';
  // The page follows the trip's live events for its owner and editors; other readers' position is polled.
  const position = useTripPosition(tripId, isCollaborator(trip.role));
  // Only the owner's own zones apply to their trip; an administrator reading it sees it as others do.
  const zones = usePrivacyZones(isOwner);
  const { mapRef, mapSectionRef, showOnMap } = useShowOnMap();
  const routeData = route.data?.routeData;
  const drawnRoute = useMemo(
    () => [...(routeData ?? []), ...recorder.waiting],
    [routeData, recorder.waiting],
  );
  const stopList = stops.data ?? [];
  // What this device keeps of the trip: its waiting stops on the map and in the list, its additions on their rows.
  const waiting = useTripWaiting(tripId);

  return (
    <>
      <div ref={mapSectionRef} className="scroll-mt-20">
        <RouteOverviewCard
          trip={trip}
          stops={stopList}
          waitingStops={waiting.stops}
          photos={photos}
          route={drawnRoute}
          mapRef={mapRef}
          privacyZones={isOwner ? zones.data : undefined}
          position={position.data}
          onMapDrawn={onMapDrawn}
          gpsRoute={
            <GpsTrackRow
              tripId={tripId}
              canEdit={trip.canEdit}
              mayClear={isOwner}
              route={route.data}
              recorder={recorder}
            />
          }
        />
      </div>
      <WaitingChanges tripId={tripId} />
      <StopList
        tripId={tripId}
        stops={stopRows.data ?? []}
        photos={photos}
        isLoading={!rowsWanted || stopRows.isLoading}
        canEdit={trip.canEdit}
        onShowOnMap={showOnMap}
        photoUploadDialog={(dialog) => <UploadPhotosDialog tripId={tripId} {...dialog} />}
        waiting={waiting}
      />
    </>
  );
}

/** What comes after the trip's photos, from the same code: ways to share it, its charts and its activity. */
export function TripDetailBelow({
  trip,
  adventureActions,
}: {
  trip: TripDetail;
  adventureActions: AdventureActions;
}) {
  const isOwner = trip.role === 'owner';
  return (
    <>
      <ShareAdventureCard
        actions={adventureActions}
        publicLink={
          trip.shareUrl && <PublicShareUrl tripId={trip.id} shareUrl={trip.shareUrl} canRemove={isOwner} />
        }
      />
      {isOwner && <TripAnalyticsCard tripId={trip.id} />}
      {isCollaborator(trip.role) && <ActivityCard tripId={trip.id} />}
    </>
  );
}
