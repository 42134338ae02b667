import { MapPin } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { withShareToken } from '@/lib/share-token';
import type { Photo } from '../../../../common/contract/photos';
import type { Stop } from '../../../../common/contract/stops';
import { compareStops } from '../../../../common/trips/stop-rules';
import { SharedStop } from './shared-stop';

interface SharedTimelineProps {
  stops: readonly Stop[];
  photos: readonly Photo[];
  token: string;
  onOpenPhoto: (photo: Photo) => void;
  virtualizePhotos: boolean;
}

/** Stops drawn with the page; the others follow in a render the browser can interrupt, so none holds it long. */
const FIRST_STOPS = 3;

export function SharedTimeline({ stops, photos, token, onOpenPhoto, virtualizePhotos }: SharedTimelineProps) {
  const ordered = [...stops].sort(compareStops);
  const shown = useDeferredValue(ordered.length, Math.min(ordered.length, FIRST_STOPS));
  const photosOfStop = new Map<number | null, Photo[]>();
  for (const photo of photos) {
    const ofStop = photosOfStop.get(photo.stopId);
    if (ofStop) ofStop.push(photo);
    else photosOfStop.set(photo.stopId, [photo]);
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trip Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        {ordered.length === 0 ? (
          <EmptyState
            icon={MapPin}
            title="No stops yet"
            description="The places of this trip will appear here."
          />
        ) : (
          <ol aria-label="Stops" className="grid">
            {ordered.slice(0, shown).map((stop, index) => (
              <SharedStop
                key={stop.id}
                stop={stop}
                number={index + 1}
                isLast={index === ordered.length - 1}
                photos={photosOfStop.get(stop.id) ?? []}
                onOpenPhoto={onOpenPhoto}
                virtualizePhotos={virtualizePhotos}
                voiceMemoUrl={
                  stop.voiceMemoFilename && withShareToken(`/uploads/voice/${stop.voiceMemoFilename}`, token)
                }
              />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
