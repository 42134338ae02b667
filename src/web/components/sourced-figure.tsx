import { figureSource } from '@/lib/figure-source';

/** A trip's distance or driving time with, smaller, where it comes from. */
export function SourcedFigure({
  value,
  source,
}: {
  value: string;
  source: Parameters<typeof figureSource>[0];
}) {
  return (
    <>
      {value} <span className="text-xs text-muted-foreground">({figureSource(source)})</span>
    </>
  );
}
