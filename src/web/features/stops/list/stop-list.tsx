import { MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionSpinner } from '@/components/ui/spinner';
import { withWaitingStops } from '@/lib/outbox/waiting-stop';
import type { WaitingWrite } from '@/lib/outbox/waiting-write';
import { useGrowingCount } from '@/lib/use-after-paint';
import { preloadWhenIdle } from '@/lib/when-idle';
import type { Photo } from '../../../../common/contract/photos';
import type { Stop } from '../../../../common/contract/stops';
import { AddStopDialog, preloadAddStopForm } from '../add/add-stop-dialog';
import { ImHereButton } from '../add/im-here-button';
import { preloadEditStopForm } from '../edit/edit-stop-dialog';
import { SortableStopRow, SortableStops } from './sortable-stops';
import { type PhotoUploadDialog, StopRow } from './stop-row';
import { timeBetween } from './time-between';
import { useStopPhotoViewer } from './use-stop-photo-viewer';
import type { TripWaiting } from './waiting-stops';

const ROWS_PER_PAINT = 20;
const NOTHING_WAITING: readonly WaitingWrite[] = [];

/** The trip's waiting writes by the stop they add to. */
function byStop(writes: readonly WaitingWrite[]): Map<number, WaitingWrite[]> {
  const found = new Map<number, WaitingWrite[]>();
  for (const write of writes) {
    if (write.stopId !== undefined) found.set(write.stopId, [...(found.get(write.stopId) ?? []), write]);
  }
  return found;
}

/** The code of the stop forms, once the page is idle, for one who may edit: their dialogs then open at once. */
function usePreloadStopForms(canEdit: boolean) {
  useEffect(() => {
    if (canEdit) return preloadWhenIdle([preloadAddStopForm, preloadEditStopForm]);
  }, [canEdit]);
}

interface StopListProps {
  tripId: number;
  stops: readonly Stop[];
  /** The trip's photos: each stop shows its own. */
  photos: readonly Photo[];
  isLoading: boolean;
  canEdit: boolean;
  onShowOnMap: (stopId: number) => void;
  photoUploadDialog: PhotoUploadDialog;
  /** What of the trip waits on this device (`useTripWaiting`): its stops after the trip's, its additions on theirs. */
  waiting: TripWaiting;
}

export function StopList({
  tripId,
  stops,
  photos,
  isLoading,
  canEdit,
  onShowOnMap,
  photoUploadDialog,
  waiting,
}: StopListProps) {
  const stopPhotos = useStopPhotoViewer(photos);
  // A hundred rows drawn at once are one long task; a few at a time, the page keeps answering. They
  // start growing once shown, not behind the spinner.
  const drawn = useGrowingCount(stops.length, ROWS_PER_PAINT, !isLoading);
  usePreloadStopForms(canEdit);
  const waitingFor = byStop(waiting.writes);
  const all = withWaitingStops(stops, waiting.stops);
  const rowProps = (stop: Stop, index: number) => ({
    stop,
    number: index + 1,
    gap: timeBetween(stop, all[index + 1]),
    isLast: index === all.length - 1,
    canEdit,
    onShowOnMap,
    photoUploadDialog,
    photos: stopPhotos.photosOf(stop.id),
    onOpenPhoto: stopPhotos.open,
    virtualizePhotos: stopPhotos.virtualize,
    waitingWrites: waitingFor.get(stop.id) ?? NOTHING_WAITING,
  });
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{`Trip Timeline & Stops (${all.length})`}</CardTitle>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <ImHereButton tripId={tripId} />
            <AddStopDialog tripId={tripId} />
          </div>
        )}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <SectionSpinner label="Loading stops…" />
        ) : all.length === 0 ? (
          <EmptyState
            icon={MapPin}
            title="No stops added yet"
            description={
              canEdit
                ? 'Click "Add Stop" to put the first place of this trip on the map.'
                : 'The places of this trip will appear here.'
            }
          />
        ) : (
          <SortableStops tripId={tripId} stops={stops} enabled={canEdit && stops.length > 1}>
            <ol aria-label="Stops" className="grid">
              {stops.slice(0, drawn).map((stop, index) => {
                const Row = canEdit && stops.length > 1 ? SortableStopRow : StopRow;
                return <Row key={stop.id} {...rowProps(stop, index)} />;
              })}
              {drawn >= stops.length &&
                waiting.stops.map(({ stop, refused }, index) => (
                  <StopRow key={stop.id} {...rowProps(stop, stops.length + index)} waiting={{ refused }} />
                ))}
            </ol>
          </SortableStops>
        )}
      </CardContent>
      {stopPhotos.viewer}
    </Card>
  );
}
