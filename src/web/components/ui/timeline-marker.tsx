/** A stop's number in a timeline, with the line down to the next stop. */
export function TimelineMarker({ number, isLast }: { number: number; isLast: boolean }) {
  return (
    <div className="flex flex-col items-center">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
        {number}
      </span>
      {!isLast && <span className="mt-1 w-0.5 flex-1 bg-teal-200" aria-hidden="true" />}
    </div>
  );
}
