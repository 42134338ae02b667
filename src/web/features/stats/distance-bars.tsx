import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from '@/components/charts/chart-colors';

interface DistanceBarsProps {
  data: { label: string; [measure: string]: string | number }[];
  /** The data's key of the distance, which the tooltip also shows: "Miles", "Kilometers". */
  measure: string;
}

/** The drawing of a distance chart: the chart library loads with the first one shown. */
export default function DistanceBars({ data, measure }: DistanceBarsProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="label" tickLine={false} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fontSize: 12 }} width={48} />
        <Tooltip cursor={{ fill: CHART_COLORS.cursor }} />
        <Bar dataKey={measure} fill={CHART_COLORS.primary} radius={[4, 4, 0, 0]} maxBarSize={40} />
      </BarChart>
    </ResponsiveContainer>
  );
}
