import { BarChart3 } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { PlanGatedButton } from '@/components/ui/plan-gate';

const SAMPLE: [string, string][] = [
  ['Trips', '12'],
  ['Days on the road', '87'],
  ['Miles', '9,420'],
  ['Countries', '5'],
];

interface StatsPreviewProps {
  planName: string;
  label: string;
  /** What the traveller would see: "your travel statistics", "your 2025 in review". */
  subject: string;
}

/** What a traveller below the plan sees: a sample of the page, greyed, and the way to the plan. */
export function StatsPreview({ planName, label, subject }: StatsPreviewProps) {
  return (
    <Card className="relative overflow-hidden">
      <CardContent className="grid gap-6 py-8">
        <div
          aria-hidden="true"
          className="pointer-events-none grid grid-cols-2 gap-3 blur-[3px] select-none sm:grid-cols-4"
        >
          {SAMPLE.map(([name, value]) => (
            <div key={name} className="rounded-xl border bg-card px-4 py-3">
              <p className="text-xs text-muted-foreground">{name}</p>
              <p className="mt-1 text-2xl font-semibold">{value}</p>
            </div>
          ))}
        </div>
        <div className="mx-auto grid max-w-md justify-items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <BarChart3 className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">{`See ${subject} with ${planName}`}</h2>
          <p className="text-sm text-muted-foreground">
            How far you went, your days on the road, the countries and regions you visited on a world map,
            your records and a year in review to share.
          </p>
          <PlanGatedButton plan={{ allowed: false, planName, label }}>Unlock statistics</PlanGatedButton>
        </div>
      </CardContent>
    </Card>
  );
}
