import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { YearReview } from '../../../common/contract/stats';
import type { DistanceUnit } from '../../../common/units';
import { BestPhotos } from './best-photos';
import { CountryList } from './country-list';
import { DistanceChart } from './distance-chart';
import { DistanceSources } from './distance-sources';
import { RecordsCard } from './records-card';
import { StatTiles } from './stat-tiles';
import { WorldMap } from './world-map';

interface YearReviewViewProps {
  review: Omit<YearReview, 'publicUrl'>;
  unit: DistanceUnit;
  /** The owner's own review links to the trips; a visitor's does not. */
  own: boolean;
  /** Sharing and download, placed under the heading. */
  actions: ReactNode;
  /** "by Yara" for visitors. */
  byline?: string;
}

/** A year on one page: its numbers, map, countries, months, records and best photos. */
export function YearReviewView({ review, unit, own, actions, byline }: YearReviewViewProps) {
  const { stats, highlights } = review;
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{`${review.year} in review`}</h1>
          {byline && <p className="mt-1 text-muted-foreground">{byline}</p>}
        </div>
        {actions}
      </div>
      {stats.trips === 0 ? (
        <p className="rounded-2xl border border-dashed bg-card px-6 py-14 text-center text-muted-foreground">
          {`No travelled trips began in ${review.year}.`}
        </p>
      ) : (
        <>
          <StatTiles stats={stats} regions={highlights.regions.length} unit={unit} />
          <DistanceSources sources={highlights.distanceSources} />
          <Card>
            <CardHeader>
              <CardTitle>Where the year went</CardTitle>
              <CardDescription>The countries visited, and every stop and photo.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <WorldMap
                visited={stats.countries.map((c) => c.code)}
                places={highlights.places}
                fitToPlaces
                label={`Map of ${review.year}: ${stats.countries.map((c) => c.name).join(', ') || 'no countries'}`}
              />
              <CountryList countries={stats.countries} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Best photos</CardTitle>
            </CardHeader>
            <CardContent>
              <BestPhotos photos={review.photos} />
            </CardContent>
          </Card>
          <div className="grid gap-6 lg:grid-cols-2">
            <DistanceChart
              title="Month by month"
              description="Distance of the trips that started each month."
              period="Month"
              bars={highlights.months.map((m) => ({
                label: format(parseISO(`${m.month}-01`), 'MMM'),
                distanceMiles: m.distanceMiles,
              }))}
              unit={unit}
            />
            <RecordsCard records={highlights.records} unit={unit} linkTrips={own} />
          </div>
        </>
      )}
    </div>
  );
}
