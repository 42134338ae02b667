import { format, parseISO } from 'date-fns';
import { Camera, Route, Timer } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { StatsHighlights } from '../../../common/contract/stats';
import { type DistanceUnit, formatDistance } from '../../../common/units';

/** The longest trip, the longest day's drive and the most photographed place. */
export function RecordsCard({
  records,
  unit,
  linkTrips = true,
}: {
  records: StatsHighlights['records'];
  unit: DistanceUnit;
  /** Whether the trips named are the reader's own, to open. */
  linkTrips?: boolean;
}) {
  const { longestTrip, longestDay, mostPhotographed } = records;
  const items = [
    longestTrip && {
      icon: Timer,
      title: 'Longest trip',
      tripId: longestTrip.tripId,
      what: longestTrip.title,
      detail: `${longestTrip.days} ${longestTrip.days === 1 ? 'day' : 'days'} · ${formatDistance(longestTrip.distanceMiles, unit, { digits: 0 })}`,
    },
    longestDay && {
      icon: Route,
      title: "Longest day's drive",
      tripId: longestDay.tripId,
      what: longestDay.title,
      detail: `${formatDistance(longestDay.distanceMiles, unit, { digits: 0 })} on ${format(parseISO(longestDay.date), 'MMM d, yyyy')}`,
    },
    mostPhotographed && {
      icon: Camera,
      title: 'Most photographed place',
      tripId: mostPhotographed.tripId,
      what: mostPhotographed.name,
      detail: `${mostPhotographed.photos} ${mostPhotographed.photos === 1 ? 'photo' : 'photos'} · ${mostPhotographed.title}`,
    },
  ].filter((item) => item !== null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Records</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Records appear once a trip has stops, photos or a route.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3">
            {items.map(({ icon: Icon, title, tripId, what, detail }) => (
              <li key={title} className="grid gap-1 rounded-xl bg-accent p-4">
                <span className="flex items-center gap-2 text-xs font-medium text-accent-foreground/80">
                  <Icon className="size-4" aria-hidden="true" />
                  {title}
                </span>
                {linkTrips ? (
                  <Link
                    href={`/trips/${tripId}`}
                    className="font-semibold break-words text-accent-foreground underline-offset-4 hover:underline"
                  >
                    {what}
                  </Link>
                ) : (
                  <span className="font-semibold break-words text-accent-foreground">{what}</span>
                )}
                <span className="text-sm text-accent-foreground/80">{detail}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
