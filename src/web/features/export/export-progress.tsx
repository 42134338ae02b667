import type { GuideProgress } from './travel-guide';

/** A bar that fills as the guide is written; without a count yet it only says it is working. */
export function ExportProgress({ progress }: { progress: GuideProgress | null }) {
  const label = progress
    ? `Building your travel guide… ${progress.done}/${progress.total}`
    : 'Building your travel guide…';
  const percent = progress ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Travel guide"
        aria-valuemin={0}
        aria-valuemax={progress?.total}
        aria-valuenow={progress?.done}
        aria-valuetext={label}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            progress ? 'h-full bg-primary transition-[width]' : 'h-full w-1/3 animate-pulse bg-primary/60'
          }
          style={progress ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
