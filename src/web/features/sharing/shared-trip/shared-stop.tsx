import { Clock } from 'lucide-react';
import { StopPhotoGrid } from '@/components/stop/stop-photo-grid';
import { StopCountry, StopDeparture, StopNotes } from '@/components/stop/stop-visit-details';
import { Badge } from '@/components/ui/badge';
import { TimelineMarker } from '@/components/ui/timeline-marker';
import { formatDateTime, visitTypeLabel } from '@/lib/format';
import type { Photo } from '../../../../common/contract/photos';
import type { Stop } from '../../../../common/contract/stops';
import { AiDescriptionBox } from './ai-description-box';
import { VoiceMemoBox } from './voice-memo-box';

interface SharedStopProps {
  stop: Stop;
  number: number;
  isLast: boolean;
  photos: readonly Photo[];
  voiceMemoUrl: string | null;
  onOpenPhoto: (photo: Photo) => void;
  virtualizePhotos: boolean;
}

export function SharedStop({
  stop,
  number,
  isLast,
  photos,
  voiceMemoUrl,
  onOpenPhoto,
  virtualizePhotos,
}: SharedStopProps) {
  return (
    <li className="flex gap-3 sm:gap-4">
      <TimelineMarker number={number} isLast={isLast} />
      <article className="grid min-w-0 flex-1 content-start gap-2 pb-8">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 pt-1">
          <h3 className="min-w-0 font-semibold break-words">{stop.name}</h3>
          <Badge variant="outline">{visitTypeLabel(stop.visitType)}</Badge>
        </div>
        {stop.arrivalTime && (
          <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            {formatDateTime(stop.arrivalTime)}
          </p>
        )}
        <StopDeparture stop={stop} />
        <StopCountry stop={stop} />
        {stop.description && <p className="text-sm break-words whitespace-pre-line">{stop.description}</p>}
        <StopNotes stop={stop} />
        {stop.aiDescription && <AiDescriptionBox text={stop.aiDescription} />}
        {voiceMemoUrl && <VoiceMemoBox stop={stop} src={voiceMemoUrl} />}
        {photos.length > 0 && (
          <StopPhotoGrid photos={photos} onOpen={onOpenPhoto} virtualize={virtualizePhotos} />
        )}
      </article>
    </li>
  );
}
