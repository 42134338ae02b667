import { FullPageSpinner } from '@/components/ui/spinner';
import { LoadError } from './load-error';
import { PlanMixChart } from './plan-mix-chart';
import { useAdminAnalytics } from './queries/analytics';
import { WeeklyChart } from './weekly-chart';

export function AnalyticsTab() {
  const analytics = useAdminAnalytics();
  if (analytics.isPending) return <FullPageSpinner className="min-h-48" />;
  if (analytics.isError) {
    return <LoadError what="Analytics" error={analytics.error} onRetry={() => analytics.refetch()} />;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <WeeklyChart
        title="Sign-ups per week"
        description="New accounts over the last 12 weeks"
        measure="Sign-ups"
        counts={analytics.data.signupsByWeek}
      />
      <WeeklyChart
        title="New trips per week"
        description="Trips created over the last 12 weeks"
        measure="New trips"
        counts={analytics.data.tripsByWeek}
      />
      <PlanMixChart planMix={analytics.data.planMix} />
    </div>
  );
}
