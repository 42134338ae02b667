import { Clock, Gauge } from 'lucide-react';
import { SourcedFigure } from '@/components/sourced-figure';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import type { Trip } from '../../../common/contract/trips';
import { formatDistance } from '../../../common/units';

/** Distance and driving time, the footer of every trip card. */
export function TripFacts({ trip }: { trip: Pick<Trip, 'distance' | 'driving'> }) {
  const unit = useDistanceUnit();
  return (
    <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-3 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <Gauge className="size-4 text-primary" aria-hidden="true" />
        <SourcedFigure value={formatDistance(trip.distance.miles, unit)} source={trip.distance.source} />
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4 text-primary" aria-hidden="true" />
        <SourcedFigure value={trip.driving.time} source={trip.driving.source} />
      </span>
    </div>
  );
}
