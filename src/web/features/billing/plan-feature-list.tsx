import { Check, CircleSlash } from 'lucide-react';
import { useAppConfig } from '@/lib/queries/config';
import type { Plan } from '../../../common/plans';
import { FEATURE_SERVICES, NOT_AVAILABLE } from '../../../common/services';

export function PlanFeatureList({ plan }: { plan: Plan }) {
  const services = useAppConfig().data?.services;
  const unavailable = (feature: string) => {
    const service = FEATURE_SERVICES[feature];
    return service !== undefined && services?.[service] === false;
  };
  return (
    <ul className="grid gap-2 text-sm">
      {plan.features.map((feature) =>
        unavailable(feature) ? (
          <li key={feature} className="flex items-start gap-2 text-muted-foreground">
            <CircleSlash className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="line-through">{feature}</span> <span>({NOT_AVAILABLE})</span>
            </span>
          </li>
        ) : (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ),
      )}
    </ul>
  );
}
