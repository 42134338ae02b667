import { Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { ChartCard } from '@/components/charts/chart-card';
import { CHART_COLORS } from '@/components/charts/chart-colors';
import { PLANS } from '../../../common/plans';
import type { AdminAnalytics } from './types';

/** How many accounts are on each plan, as a ring. */
export function PlanMixChart({ planMix }: { planMix: AdminAnalytics['planMix'] }) {
  const slices = planMix.map(({ tier, total }) => ({
    name: PLANS[tier].name,
    value: total,
    fill: CHART_COLORS.tiers[tier],
  }));
  return (
    <ChartCard
      title="Plan mix"
      description="Accounts on each plan today"
      columns={['Plan', 'Users']}
      rows={slices.map(({ name, value }) => ({ label: name, value }))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="75%"
            paddingAngle={2}
          />
          <Tooltip />
          <Legend
            formatter={(name, _entry, index) => (
              <span className="text-foreground">
                {name}: {slices[index]?.value ?? 0}
              </span>
            )}
          />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
