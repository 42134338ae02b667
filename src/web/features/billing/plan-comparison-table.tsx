import { Check, CircleSlash, Minus } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { PLANS, TIERS, type Tier } from '../../../common/plans';
import { NOT_AVAILABLE, WRITTEN_OFFLINE } from '../../../common/services';
import { comparisonRows } from './plan-comparison';
import { useFeatureHere } from './use-feature-here';

function Cell({ value, unavailable }: { value: string | boolean; unavailable: boolean }) {
  if (typeof value === 'string') return <span className="font-medium">{value}</span>;
  if (value && unavailable) {
    return (
      <>
        <CircleSlash className="mx-auto size-4 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">Included, but {NOT_AVAILABLE}</span>
      </>
    );
  }
  return value ? (
    <>
      <Check className="mx-auto size-5 text-primary" aria-hidden="true" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-4 text-muted-foreground/60" aria-hidden="true" />
      <span className="sr-only">Not included</span>
    </>
  );
}

/** Every feature against every plan, the current plan's column tinted. */
export function PlanComparisonTable({ currentTier }: { currentTier: Tier | null }) {
  const here = useFeatureHere();
  const column = (tier: Tier) => cn('px-2 py-3 text-center sm:px-4', tier === currentTier && 'bg-accent');
  return (
    <Card>
      <CardHeader>
        <CardTitle id="compare-plans">Compare plans</CardTitle>
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
        <div className="overflow-x-auto">
          <table aria-labelledby="compare-plans" className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="px-2 py-3 text-left font-medium text-muted-foreground sm:px-4">
                  Feature
                </th>
                {TIERS.map((tier) => (
                  <th key={tier} scope="col" className={cn(column(tier), 'w-1/6 font-semibold')}>
                    {PLANS[tier].name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparisonRows().map((row) => (
                <tr key={row.label} className="border-b last:border-b-0">
                  <th scope="row" className="px-2 py-3 text-left font-normal sm:px-4">
                    {row.label}
                    {here(row.label) !== 'offered' && (
                      <span className="block text-xs text-muted-foreground">
                        ({here(row.label) === 'unavailable' ? NOT_AVAILABLE : WRITTEN_OFFLINE})
                      </span>
                    )}
                  </th>
                  {TIERS.map((tier) => (
                    <td key={tier} className={column(tier)}>
                      <Cell value={row.cells[tier]} unavailable={here(row.label) === 'unavailable'} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
