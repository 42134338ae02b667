import { Clock, CloudUpload, Timer, TriangleAlert } from 'lucide-react';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { AddedBy } from '@/components/added-by';
import { StopCountry, StopDeparture, StopNotes } from '@/components/stop/stop-visit-details';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TimelineMarker } from '@/components/ui/timeline-marker';
import { cn } from '@/lib/cn';
import { formatDateTime, visitTypeLabel } from '@/lib/format';
import type { WaitingWrite } from '@/lib/outbox/waiting-write';
import { useMayDeleteAdded } from '@/lib/trip-permissions';
import type { Photo } from '../../../../common/contract/photos';
import type { Stop } from '../../../../common/contract/stops';
import { looksLikeCoordinates } from '../../../../common/trips/stop-rules';
import { AiDescriptionControls } from '../ai/ai-description-controls';
import { EditStopDialog } from '../edit/edit-stop-dialog';
import { useDeleteStop } from '../use-stop-mutations';
import { VoiceMemoDialog } from '../voice/voice-memo-dialog';
import { VoiceMemoPanel } from '../voice/voice-memo-panel';
import { FindPlaceNameButton } from './find-place-name-button';
import { StopNameEditor } from './stop-name-editor';
import { StopOwnerActions } from './stop-owner-actions';
import { StopPhotoStrip } from './stop-photo-strip';
import { WaitingAdditions } from './waiting-additions';

export interface SortableRow {
  itemRef: (element: HTMLElement | null) => void;
  style: CSSProperties;
  dragging: boolean;
  handle: ReactNode;
}

/** The dialog that uploads photos to a stop; the page supplies it, since photos are a feature of their own. */
export type PhotoUploadDialog = (props: {
  stop: Stop;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => ReactNode;

/** Small thumbnails: the timeline is for the places, the gallery for the photos. */
const TIMELINE_COLUMNS = { base: 4, sm: 6, lg: 8 };

export interface StopRowProps {
  stop: Stop;
  number: number;
  /** Time to the next stop, when there is one and it is positive. */
  gap: string | null;
  isLast: boolean;
  canEdit: boolean;
  onShowOnMap: (stopId: number) => void;
  photoUploadDialog: PhotoUploadDialog;
  photos: readonly Photo[];
  onOpenPhoto: (photo: Photo) => void;
  virtualizePhotos: boolean;
  /** Present when the owner may move the row. */
  sortable?: SortableRow;
  /** The photos and memo for this stop that wait on the device. */
  waitingWrites: readonly WaitingWrite[];
  /**
   * A stop made on this device that the server does not have yet (refused, when it said no): it is on the map and
   * takes photos and a memo, sent after it; its other tools come once it is stored.
   */
  waiting?: { refused: boolean };
}

export function StopRow({
  stop,
  number,
  gap,
  isLast,
  canEdit,
  onShowOnMap,
  photoUploadDialog,
  photos,
  onOpenPhoto,
  virtualizePhotos,
  sortable,
  waitingWrites,
  waiting,
}: StopRowProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'edit' | 'delete' | 'upload' | 'record'>('view');
  const remove = useDeleteStop(stop);
  const backToView = () => setMode('view');
  // Recording over a memo deletes it: offered only to whoever may delete the memo there is.
  const mayDeleteMemo = useMayDeleteAdded(stop.voiceMemoCreatedBy);
  const mayRecord = !stop.voiceMemoFilename || mayDeleteMemo;

  return (
    <li
      ref={sortable?.itemRef}
      style={sortable?.style}
      className={cn(
        'flex gap-3 bg-card sm:gap-4',
        sortable?.dragging && 'relative z-10 rounded-lg opacity-90 shadow-lg',
      )}
    >
      {sortable?.handle}
      <TimelineMarker number={number} isLast={isLast} />
      <div className="grid min-w-0 flex-1 content-start gap-1.5 pb-6">
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          {mode === 'rename' ? (
            <StopNameEditor stop={stop} onClose={backToView} />
          ) : (
            <div className="flex min-w-48 flex-1 flex-wrap items-center gap-x-2 gap-y-1 pt-1">
              <button
                type="button"
                onClick={() => onShowOnMap(stop.id)}
                className="min-w-0 rounded text-left font-semibold break-words hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {stop.name}
              </button>
              <Badge variant="outline">{visitTypeLabel(stop.visitType)}</Badge>
              {waiting && (
                <Badge variant="warning">
                  {waiting.refused ? (
                    <TriangleAlert className="size-3.5" aria-hidden="true" />
                  ) : (
                    <CloudUpload className="size-3.5" aria-hidden="true" />
                  )}
                  {waiting.refused ? 'Refused' : 'Waiting to sync'}
                </Badge>
              )}
            </div>
          )}
          {canEdit && mode !== 'rename' && (
            <StopOwnerActions
              onRename={waiting ? undefined : () => setMode('rename')}
              onEdit={waiting ? undefined : () => setMode('edit')}
              onDelete={waiting ? undefined : () => setMode('delete')}
              onUpload={() => setMode('upload')}
              onRecord={mayRecord ? () => setMode('record') : undefined}
            />
          )}
        </div>
        {stop.arrivalTime && (
          <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            {formatDateTime(stop.arrivalTime)}
          </p>
        )}
        <StopDeparture stop={stop} />
        <StopCountry stop={stop} />
        <AddedBy person={stop.createdBy} />
        {stop.description && <p className="text-sm break-words whitespace-pre-line">{stop.description}</p>}
        <StopNotes stop={stop} />
        {canEdit && !waiting && looksLikeCoordinates(stop.name) && <FindPlaceNameButton stop={stop} />}
        {!waiting && <AiDescriptionControls stop={stop} canEdit={canEdit} />}
        {stop.voiceMemoFilename && (
          <VoiceMemoPanel key={stop.voiceMemoFilename} stop={stop} canEdit={canEdit} />
        )}
        {photos.length > 0 && (
          <StopPhotoStrip
            photos={photos}
            label={`Photos of ${stop.name}`}
            columns={TIMELINE_COLUMNS}
            onOpen={onOpenPhoto}
            virtualize={virtualizePhotos}
          />
        )}
        <WaitingAdditions stopName={stop.name} writes={waitingWrites} />
        {gap && (
          <p className="mt-2 inline-flex w-fit items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-xs text-slate-600">
            <Timer className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Time to the next stop:</span>
            <span>{gap}</span>
          </p>
        )}
      </div>
      {canEdit && (
        <>
          {!waiting && (
            <>
              <EditStopDialog
                stop={stop}
                open={mode === 'edit'}
                onOpenChange={(open) => !open && backToView()}
              />
              <ConfirmDialog
                open={mode === 'delete'}
                onOpenChange={(open) => !open && backToView()}
                title="Delete stop?"
                description={`“${stop.name}” will be removed from this trip. This cannot be undone.`}
                confirmLabel="Delete"
                pending={remove.isPending}
                onConfirm={() => remove.mutate(undefined, { onSettled: backToView })}
              />
            </>
          )}
          {photoUploadDialog({
            stop,
            open: mode === 'upload',
            onOpenChange: (open) => !open && backToView(),
          })}
          {mayRecord && (
            <VoiceMemoDialog
              stop={stop}
              open={mode === 'record'}
              onOpenChange={(open) => !open && backToView()}
            />
          )}
        </>
      )}
    </li>
  );
}
