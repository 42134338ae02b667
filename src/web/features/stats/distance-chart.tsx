import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/components/charts/chart-card';
import { CHART_COLORS } from '@/components/charts/chart-colors';
import { type DistanceUnit, milesIn, unitLabel } from '../../../common/units';

interface DistanceChartProps {
  title: string;
  description: string;
  /** What each bar stands for ("Year", "Month"). */
  period: string;
  bars: { label: string; distanceMiles: number }[];
  unit: DistanceUnit;
}

/** Distance per period in the reader's unit, with the numbers also in a table for screen readers. */
export function DistanceChart({ title, description, period, bars, unit }: DistanceChartProps) {
  const measure = unitLabel(unit).replace(/^./, (c) => c.toUpperCase());
  const data = bars.map((bar) => ({
    label: bar.label,
    [measure]: Math.round(milesIn(bar.distanceMiles, unit)),
  }));
  return (
    <ChartCard
      title={title}
      description={description}
      columns={[period, measure]}
      rows={data.map((row) => ({ label: row.label, value: row[measure] as number }))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis dataKey="label" tickLine={false} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fontSize: 12 }} width={48} />
          <Tooltip cursor={{ fill: CHART_COLORS.cursor }} />
          <Bar dataKey={measure} fill={CHART_COLORS.primary} radius={[4, 4, 0, 0]} maxBarSize={40} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
