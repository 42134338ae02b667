import { format, parseISO } from 'date-fns';
import { CalendarRange } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import type { DistanceUnit } from '../../../common/units';
import { CountryList } from './country-list';
import { DistanceChart } from './distance-chart';
import { DistanceSources } from './distance-sources';
import { useTravelStats } from './queries/stats';
import { RecordsCard } from './records-card';
import { StatTiles } from './stat-tiles';
import { TripDistances } from './trip-distances';
import { WorldMap } from './world-map';

/** Every statistic of the traveller's travelled trips: totals, map, countries, charts, records, heat map. */
export function TravelStatsView({ unit }: { unit: DistanceUnit }) {
  const { stats, highlights } = useTravelStats();
  if (stats.isPending || highlights.isPending) {
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner className="size-8 text-primary" />
        <span className="sr-only">Loading statistics…</span>
      </div>
    );
  }
  if (stats.isError || highlights.isError) {
    return (
      <p role="alert">{`Statistics could not be loaded: ${errorMessage(stats.error ?? highlights.error)}`}</p>
    );
  }
  const s = stats.data;
  const h = highlights.data;
  if (s.trips === 0) {
    return (
      <p className="rounded-2xl border border-dashed bg-card px-6 py-14 text-center text-muted-foreground">
        No travelled trips yet: statistics count active and completed trips, not planned ones.
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <StatTiles stats={s} regions={h.regions.length} unit={unit} />
      <DistanceSources sources={h.distanceSources} />
      {h.updatingTrips > 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          {`${h.updatingTrips === 1 ? '1 trip just changed is' : `${h.updatingTrips} trips just changed are`} being counted again; the figures update in a moment.`}
        </p>
      )}
      <nav aria-label="Years in review" className="flex flex-wrap items-center gap-2">
        <CalendarRange className="size-4 text-primary" aria-hidden="true" />
        <span className="text-sm font-medium">Year in review:</span>
        {s.years
          .slice()
          .reverse()
          .map(({ year }) => (
            <Link
              key={year}
              href={`/stats/${year}`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {year}
            </Link>
          ))}
      </nav>
      <Card>
        <CardHeader>
          <CardTitle>Countries visited</CardTitle>
          <CardDescription>
            {`${s.countries.length} ${s.countries.length === 1 ? 'country' : 'countries'} and ${h.regions.length} ${h.regions.length === 1 ? 'region' : 'regions'}, found from your stops, photos and routes.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <WorldMap
            visited={s.countries.map((c) => c.code)}
            label={`World map of the ${s.countries.length} countries visited`}
          />
          <CountryList countries={s.countries} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <DistanceChart
          title="Distance per year"
          description="Each trip counts in the year it started."
          period="Year"
          bars={s.years.map((y) => ({
            label: String(y.year),
            distanceMiles: y.distanceMiles,
          }))}
          unit={unit}
        />
        <DistanceChart
          title="Distance per month"
          description="The months trips started in."
          period="Month"
          bars={h.months.map((m) => ({
            label: format(parseISO(`${m.month}-01`), 'MMM yyyy'),
            distanceMiles: m.distanceMiles,
          }))}
          unit={unit}
        />
      </div>
      <RecordsCard records={h.records} unit={unit} />
      <Card>
        <CardHeader>
          <CardTitle>Where you have been</CardTitle>
          <CardDescription>Every stop and photo; larger dots where there are more.</CardDescription>
        </CardHeader>
        <CardContent>
          <WorldMap
            visited={s.countries.map((c) => c.code)}
            places={h.places}
            fitToPlaces
            label={`Heat map of ${s.stops} stops and ${s.photos} photos`}
          />
        </CardContent>
      </Card>
      <TripDistances trips={h.trips} unit={unit} />
    </div>
  );
}
