import { Check } from 'lucide-react';
import type { Plan } from '../../../common/plans';

export function PlanFeatureList({ plan }: { plan: Plan }) {
  return (
    <ul className="grid gap-2 text-sm">
      {plan.features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
