import { MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { photosByStop } from '@/components/stop/stop-photo-grid';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { withShareToken } from '@/lib/share-token';
import { useGrowingCount } from '@/lib/use-after-paint';
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
  /** False while the first stops alone are drawn, until the map above has been. */
  grow: boolean;
}

/**
 * Stops drawn with the page, then, once the map above them is drawn, this many more after each paint: drawn at
 * once, a hundred stops' photo grids held the page in one long task, and the map waited for them.
 */
const STOPS_PER_PAINT = 3;

export function SharedTimeline({
  stops,
  photos,
  token,
  onOpenPhoto,
  virtualizePhotos,
  grow,
}: SharedTimelineProps) {
  // The timeline draws again with each few stops it grows by: the stops' order and photos are worked out once.
  const ordered = useMemo(() => [...stops].sort(compareStops), [stops]);
  const shown = useGrowingCount(ordered.length, STOPS_PER_PAINT, grow);
  const photosOfStop = useMemo(() => photosByStop(photos), [photos]);
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
