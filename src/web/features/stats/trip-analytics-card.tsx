import { format, parseISO } from 'date-fns';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanGatedButton } from '@/components/ui/plan-gate';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import { usePlanFeature } from '@/lib/use-plan-feature';
import type { TripAnalytics } from '../../../common/contract/stats';
import { hoursAndMinutes } from '../../../common/trips/trip-rules';
import { type DistanceUnit, formatDistance, formatSpeed } from '../../../common/units';
import { DistanceChart } from './distance-chart';
import { useTripAnalytics } from './queries/trip-analytics';

const SOURCE: Record<TripAnalytics['distanceSource'], string> = {
  route: 'Distance from your GPS route.',
  stops: 'Distance between stops, along the great circle; record or import a route for driving time.',
  typed: 'Distance typed in for the trip; add located stops or a route for more.',
};

function Figures({ analytics, unit }: { analytics: TripAnalytics; unit: DistanceUnit }) {
  const figures: [string, string][] = [['Distance', formatDistance(analytics.distanceMiles, unit)]];
  if (analytics.timed) {
    figures.push(
      ['Driving time', hoursAndMinutes(analytics.movingSeconds)],
      ['Stopped time', hoursAndMinutes(analytics.stoppedSeconds)],
      ['Avg moving speed', formatSpeed(analytics.averageMovingMph ?? 0, unit)],
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-accent px-4 py-3 text-center">
          <dt className="text-xs font-medium text-accent-foreground/80">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-accent-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Distance per day, driving and stopped time and moving speed of one trip; a way to the plan for others. */
export function TripAnalyticsCard({ tripId }: { tripId: number }) {
  const plan = usePlanFeature('analytics');
  const unit = useDistanceUnit();
  const analytics = useTripAnalytics(tripId, plan.allowed);
  return (
    <Card role="region" aria-label="Trip analytics">
      <CardHeader>
        <CardTitle>Trip analytics</CardTitle>
        <CardDescription>
          {analytics.data
            ? SOURCE[analytics.data.distanceSource]
            : 'Distance per day, driving and stopped time.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!plan.allowed && (
          <PlanGatedButton plan={plan} variant="outline" className="justify-self-start">
            See trip analytics
          </PlanGatedButton>
        )}
        {analytics.isError && <p role="alert">Trip analytics could not be loaded.</p>}
        {analytics.data && <Figures analytics={analytics.data} unit={unit} />}
        {analytics.data && analytics.data.days.length > 0 && (
          <DistanceChart
            title="Distance per day"
            description={
              analytics.data.timed ? 'From the recorded route.' : 'From stop to stop, by arrival day.'
            }
            period="Day"
            bars={analytics.data.days.map((day) => ({
              label: format(parseISO(day.date), 'MMM d'),
              distanceMiles: day.distanceMiles,
            }))}
            unit={unit}
          />
        )}
      </CardContent>
    </Card>
  );
}
