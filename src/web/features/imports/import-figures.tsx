import { formatDate } from '@/lib/format';
import type { ImportDto } from './imports-api';

type Counts = ImportDto['created'] & { from?: string | null; to?: string | null };

/** Trips, stops, route points and photos side by side, with the days they cover. */
export function ImportFigures({ counts, label }: { counts: Counts; label: string }) {
  const figures = [
    ['Trips', counts.trips],
    ['Stops', counts.stops],
    ['Route points', counts.points],
    ['Photos', counts.photos],
  ] as const;
  return (
    <div className="grid gap-3">
      <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([name, value]) => (
          <div key={name} className="rounded-xl border bg-background p-3">
            <dt className="text-sm text-muted-foreground">{name}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {counts.from && counts.to && (
        <p className="text-sm text-muted-foreground">
          From {formatDate(counts.from)} to {formatDate(counts.to)}
        </p>
      )}
    </div>
  );
}

export function SkippedParts({ skipped }: { skipped: ImportDto['skipped'] }) {
  if (skipped.length === 0) return null;
  return (
    <details className="rounded-xl border p-3 text-sm">
      <summary className="cursor-pointer font-medium">
        {skipped.length === 1 ? '1 part was left out' : `${skipped.length} parts were left out`}
      </summary>
      <ul className="mt-2 grid gap-1">
        {skipped.map((part) => (
          <li key={`${part.file}-${part.reason}`}>
            <span className="font-medium break-all">{part.file}</span>: {part.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
