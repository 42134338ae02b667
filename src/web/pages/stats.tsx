import { StatsPreview } from '@/features/stats/stats-preview';
import { TravelStatsView } from '@/features/stats/travel-stats-view';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import { usePlanFeature } from '@/lib/use-plan-feature';

export default function StatsPage() {
  const plan = usePlanFeature('analytics');
  const unit = useDistanceUnit();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Travel statistics</h1>
        <p className="mt-1 text-muted-foreground">Your active and completed trips, in one place.</p>
      </div>
      {plan.allowed ? (
        <TravelStatsView unit={unit} />
      ) : (
        <StatsPreview planName={plan.planName} label={plan.label} subject="your travel statistics" />
      )}
    </div>
  );
}
