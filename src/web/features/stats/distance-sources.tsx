import type { StatsHighlights } from '../../../common/contract/stats';

const part = (n: number, one: string, many: string) => (n === 0 ? null : `${n} ${n === 1 ? one : many}`);

/** Says where the distance comes from: recorded routes, stop to stop, or the totals typed in. */
export function DistanceSources({ sources }: { sources: StatsHighlights['distanceSources'] }) {
  const parts = [
    part(sources.route, 'trip from its recorded route', 'trips from their recorded routes'),
    part(
      sources.stops,
      'trip from stop to stop along the great circle',
      'trips from stop to stop along the great circle',
    ),
    part(sources.typed, 'trip from the total typed in', 'trips from the totals typed in'),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="text-sm text-muted-foreground">{`Distance: ${parts.join('; ')}.`}</p>;
}
