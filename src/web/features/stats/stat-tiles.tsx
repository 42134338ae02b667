import type { TravelStats } from '../../../common/contract/stats';
import type { DistanceUnit } from '../../../common/units';
import { distanceNumber, unitLabel } from '../../../common/units';

const count = new Intl.NumberFormat('en-US');

/** The headline numbers, two to a row on a phone. */
export function StatTiles({
  stats,
  regions,
  unit,
}: {
  stats: TravelStats;
  regions?: number;
  unit: DistanceUnit;
}) {
  const tiles: [string, string][] = [
    ['Trips', count.format(stats.trips)],
    ['Days on the road', count.format(stats.days)],
    [unit === 'km' ? 'Kilometres' : 'Miles', distanceNumber(stats.distanceMiles, unit, { digits: 0 })],
    ['Countries', count.format(stats.countries.length)],
    ...(regions === undefined ? [] : ([['Regions', count.format(regions)]] as [string, string][])),
    ['Stops', count.format(stats.stops)],
    ['Photos', count.format(stats.photos)],
    ['Voice memos', count.format(stats.voiceMemos)],
  ];
  return (
    <dl
      className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      aria-label={`Totals, distances in ${unitLabel(unit)}`}
    >
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl border bg-card px-4 py-3 shadow-xs">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
