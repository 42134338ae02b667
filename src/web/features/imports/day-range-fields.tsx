import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** From and To days of an import, side by side (two grid cells). */
export function DayRangeFields({
  idPrefix,
  from,
  to,
  onFrom,
  onTo,
}: {
  idPrefix: string;
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}) {
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-from`}>From</Label>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={from}
          onChange={(event) => onFrom(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-to`}>To</Label>
        <Input id={`${idPrefix}-to`} type="date" value={to} onChange={(event) => onTo(event.target.value)} />
      </div>
    </>
  );
}
