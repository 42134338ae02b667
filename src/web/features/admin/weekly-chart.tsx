import { format, parseISO } from 'date-fns';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/components/charts/chart-card';
import { CHART_COLORS } from '@/components/charts/chart-colors';
import type { WeeklyCount } from './types';

interface WeeklyChartProps {
  title: string;
  description: string;
  /** What one bar counts, e.g. "Sign-ups". */
  measure: string;
  counts: WeeklyCount[];
}

/** One bar per week, oldest on the left. */
export function WeeklyChart({ title, description, measure, counts }: WeeklyChartProps) {
  const bars = counts.map(({ week, total }) => ({ week: format(parseISO(week), 'MMM d'), [measure]: total }));
  const rows = counts.map(({ week, total }) => ({
    label: format(parseISO(week), 'MMM d, yyyy'),
    value: total,
  }));
  return (
    <ChartCard title={title} description={description} columns={['Week starting', measure]} rows={rows}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis dataKey="week" tickLine={false} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fontSize: 12 }} />
          <Tooltip cursor={{ fill: CHART_COLORS.cursor }} />
          <Bar dataKey={measure} fill={CHART_COLORS.primary} radius={[4, 4, 0, 0]} maxBarSize={40} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
