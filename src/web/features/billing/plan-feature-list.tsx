import { Check, CircleSlash } from 'lucide-react';
import type { Tier } from '../../../common/plans';
import { NOT_AVAILABLE, WRITTEN_OFFLINE } from '../../../common/services';
import { comparisonRows } from './plan-comparison';
import { useFeatureHere } from './use-feature-here';

/**
 * Features as a list: those this server cannot offer struck through and marked so, those it does offline marked
 * as written offline.
 */
export function PlanFeatureList({ features }: { features: readonly string[] }) {
  const here = useFeatureHere();
  return (
    <ul className="grid gap-2 text-sm">
      {features.map((feature) =>
        here(feature) === 'unavailable' ? (
          <li key={feature} className="flex items-start gap-2 text-muted-foreground">
            <CircleSlash className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="line-through">{feature}</span> <span>({NOT_AVAILABLE})</span>
            </span>
          </li>
        ) : (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {here(feature) === 'offline' ? (
              <span>
                {feature} <span className="text-muted-foreground">({WRITTEN_OFFLINE})</span>
              </span>
            ) : (
              feature
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/** Every feature a plan includes, those of the plans below it spelled out. */
export function PlanIncludes({ tier }: { tier: Tier }) {
  const features = comparisonRows()
    .filter((row) => row.cells[tier] === true)
    .map((row) => row.label);
  return <PlanFeatureList features={features} />;
}
