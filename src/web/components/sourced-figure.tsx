import { NotYet } from '@/components/not-yet';
import { distanceKnown, drivingKnown, figureSource } from '@/lib/figure-source';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import type { TripDistance, TripDriving } from '../../common/contract/trips';
import { formatDistance } from '../../common/units';

/** A trip's distance or driving time with, smaller, where it comes from. */
function SourcedFigure({ value, source }: { value: string; source: Parameters<typeof figureSource>[0] }) {
  return (
    <>
      {value} <span className="text-xs text-muted-foreground">({figureSource(source)})</span>
    </>
  );
}

/** A trip's one distance, in the traveller's unit; not known yet while nothing was typed, driven or placed. */
export function TripDistanceFigure({ distance }: { distance: TripDistance }) {
  const unit = useDistanceUnit();
  if (!distanceKnown(distance)) return <NotYet />;
  return <SourcedFigure value={formatDistance(distance.miles, unit)} source={distance.source} />;
}

/** A trip's one driving time; not known yet while none was typed or recorded. */
export function TripDrivingFigure({ driving }: { driving: TripDriving }) {
  if (!drivingKnown(driving)) return <NotYet />;
  return <SourcedFigure value={driving.time} source={driving.source} />;
}
