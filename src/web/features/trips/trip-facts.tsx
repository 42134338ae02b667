import { Clock, Gauge } from 'lucide-react';
import { TripDistanceFigure, TripDrivingFigure } from '@/components/sourced-figure';
import type { Trip } from '../../../common/contract/trips';

/** Distance and driving time, the footer of every trip card. */
export function TripFacts({ trip }: { trip: Pick<Trip, 'distance' | 'driving'> }) {
  return (
    <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-3 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <Gauge className="size-4 text-primary" aria-hidden="true" />
        <TripDistanceFigure distance={trip.distance} />
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4 text-primary" aria-hidden="true" />
        <TripDrivingFigure driving={trip.driving} />
      </span>
    </div>
  );
}
