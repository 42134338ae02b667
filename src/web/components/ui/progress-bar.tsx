/** A bar that fills with `percent`; without one yet it only shows that work is going on. */
export function ProgressBar({
  label,
  text,
  percent,
}: {
  label: string;
  text: string;
  percent: number | null;
}) {
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            percent !== null
              ? 'h-full bg-primary transition-[width]'
              : 'h-full w-1/3 animate-pulse bg-primary/60'
          }
          style={percent !== null ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
