import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { preloadTripMap } from '@/components/map/lazy-trip-map';
import { FullPageSpinner, SectionSpinner } from '@/components/ui/spinner';
import { ExportButton, type ExportHandle } from '@/features/export/export-button';
import { preloadPhotoDetailsDialog } from '@/features/photos/gallery/lazy-photo-details-dialog';
import { PhotoGallery } from '@/features/photos/gallery/photo-gallery';
import { preloadUploadPhotosDialog } from '@/features/photos/upload/lazy-upload-photos-dialog';
import { preloadShareDialog, ShareDialog } from '@/features/sharing/dialog/share-dialog';
import type { ShareSection } from '@/features/sharing/types';
import { preloadEditTripForm } from '@/features/trips/detail/edit-trip-dialog';
import type { AdventureActions } from '@/features/trips/detail/share-adventure-card';
import { TripHeaderCard } from '@/features/trips/detail/trip-header-card';
import { TripNotFound } from '@/features/trips/detail/trip-not-found';
import { WhoIsHere } from '@/features/trips/detail/who-is-here';
import { lazyPart } from '@/lib/lazy-part';
import { usePhotos } from '@/lib/queries/photos';
import { useStops } from '@/lib/queries/stops';
import { useTrip } from '@/lib/queries/trip';
import { tripIdOf } from '@/lib/trip-path';
import { isCollaborator, TripRoleProvider } from '@/lib/trip-permissions';
import { useAfterPaint } from '@/lib/use-after-paint';
import { TripPlanProvider } from '@/lib/use-plan-feature';
import { useTripLive } from '@/lib/use-trip-live';
import { preloadWhenIdle } from '@/lib/when-idle';

// The map's code with the section's: drawn in the same pass, rather than the map waiting for a render of its own.
const TripDetailBody = lazyPart(
  () => Promise.all([import('./trip-detail-body'), preloadTripMap()]).then(([module]) => module.default),
  <SectionSpinner label="Loading the map and stops…" />,
);

const TripDetailBelow = lazyPart(() => import('./trip-detail-body').then((module) => module.TripDetailBelow));

const CLOSED = { open: false, section: 'invite' } as const;

/** One empty list for every render while a query loads, so that a section given it can skip its render. */
const NONE: never[] = [];

/**
 * The code of what the page draws below its top, run as soon as the page is, and of the dialogs it opens once
 * the page is idle: running theirs before would delay the map.
 */
function usePreloads(painted: boolean) {
  useEffect(() => {
    // One that fails (the connection dropped) is asked for again when first drawn.
    TripDetailBody.preload().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!painted) return;
    return preloadWhenIdle([
      preloadPhotoDetailsDialog,
      preloadUploadPhotosDialog,
      preloadEditTripForm,
      preloadShareDialog,
    ]);
  }, [painted]);
}

export default function TripDetailPage() {
  const tripId = tripIdOf(useParams<{ id: string }>().id);
  const trip = useTrip(tripId);
  const stops = useStops(tripId);
  const photos = usePhotos(tripId);
  // The header and the first photos are drawn first, alone; the map and the stops above the photos, and the
  // charts below them, whose code loads apart, follow once they have been painted.
  const drawRest = useAfterPaint(trip.data !== undefined);
  usePreloads(drawRest);
  const photoList = photos.data ?? NONE;
  const role = trip.data?.role;
  const collaborating = isCollaborator(role);
  const viewers = useTripLive(tripId, collaborating);
  const [sharing, setSharing] = useState<{ open: boolean; section: ShareSection }>(CLOSED);
  const exporter = useRef<ExportHandle>(null);
  const isOwner = role === 'owner';

  // Made again only when the trip or the Share dialog's state changes, so that the header skips the renders other
  // queries cause.
  const shareActions = useMemo(
    () =>
      trip.data && (
        <>
          {isOwner && (
            <ShareDialog
              trip={trip.data}
              {...sharing}
              onOpenChange={(open) => setSharing(open ? { open, section: 'invite' } : CLOSED)}
            />
          )}
          <ExportButton tripId={trip.data.id} ref={exporter} />
        </>
      ),
    [trip.data, isOwner, sharing],
  );
  // The Share Your Adventure cards lead to the header's tools; only the owner may share.
  const adventureActions = useMemo<AdventureActions>(
    () => ({
      pdf: () => exporter.current?.start(),
      ...(isOwner && {
        social: () => setSharing({ open: true, section: 'invite' }),
        publicLink: () => setSharing({ open: true, section: 'link' }),
      }),
    }),
    [isOwner],
  );

  if (trip.isLoading) return <FullPageSpinner />;
  if (!trip.data) return <TripNotFound error={trip.error} />;

  return (
    <TripRoleProvider value={isCollaborator(role) ? role : null}>
      <TripPlanProvider value={collaborating ? trip.data.planTier : null}>
        <div className="grid min-w-0 gap-6">
          <WhoIsHere viewers={viewers} />
          <TripHeaderCard
            trip={trip.data}
            stopCount={stops.data?.length ?? 0}
            photos={photoList}
            shareActions={shareActions}
          />
          {drawRest && <TripDetailBody trip={trip.data} photos={photoList} />}
          <PhotoGallery
            tripId={tripId}
            photos={photoList}
            stops={stops.data ?? NONE}
            isLoading={photos.isLoading}
            canEdit={trip.data.canEdit}
            coverPhotoId={trip.data.coverPhotoId}
          />
          {drawRest && <TripDetailBelow trip={trip.data} adventureActions={adventureActions} />}
        </div>
      </TripPlanProvider>
    </TripRoleProvider>
  );
}
