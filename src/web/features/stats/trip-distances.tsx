import { format, parseISO } from 'date-fns';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { figureSource } from '@/lib/figure-source';
import type { StatsHighlights } from '../../../common/contract/stats';
import { type DistanceUnit, formatDistance } from '../../../common/units';

/** Each counted trip with its distance and where that distance comes from. */
export function TripDistances({ trips, unit }: { trips: StatsHighlights['trips']; unit: DistanceUnit }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trips counted</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {trips.map((trip) => (
            <li
              key={trip.tripId}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
            >
              <Link
                href={`/trips/${trip.tripId}`}
                className="font-medium break-words underline-offset-4 hover:underline"
              >
                {trip.title}
              </Link>
              <span className="text-sm text-muted-foreground">
                {`${format(parseISO(trip.startDate), 'MMM d, yyyy')} · ${formatDistance(trip.distanceMiles, unit)} (${figureSource(trip.distanceSource)})`}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
