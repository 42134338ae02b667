import { useEffect } from 'react';
import { ChartCard } from '@/components/charts/chart-card';
import { lazyPart } from '@/lib/lazy-part';
import { preloadWhenIdle } from '@/lib/when-idle';
import { type DistanceUnit, milesIn, unitLabel } from '../../../common/units';

// A drawing whose library is still loading leaves its place empty; the numbers are already there.
const DistanceBars = lazyPart(() => import('./distance-bars').then((module) => module.default));

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
  // Drawn once the reader comes near it, its library fetched and run before, while the browser is idle.
  useEffect(() => preloadWhenIdle([DistanceBars.preload]), []);
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
      <DistanceBars data={data} measure={measure} />
    </ChartCard>
  );
}
