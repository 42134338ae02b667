import { MapPin } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { Photo } from '../../../../common/contract/photos';
import type { Stop } from '../../../../common/contract/stops';
import { compareStops } from '../../../../common/trips/stop-rules';
import { withShareToken } from '../share-links';
import { SharedStop } from './shared-stop';

interface SharedTimelineProps {
  stops: readonly Stop[];
  photos: readonly Photo[];
  token: string;
  canOpenFullSize: boolean;
}

export function SharedTimeline({ stops, photos, token, canOpenFullSize }: SharedTimelineProps) {
  const ordered = [...stops].sort(compareStops);
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
            {ordered.map((stop, index) => (
              <SharedStop
                key={stop.id}
                stop={stop}
                number={index + 1}
                isLast={index === ordered.length - 1}
                photos={photos.filter((photo) => photo.stopId === stop.id)}
                canOpenFullSize={canOpenFullSize}
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
