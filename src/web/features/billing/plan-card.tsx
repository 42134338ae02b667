import { CircleCheck, Ticket } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatPrice, type Plan } from '../../../common/plans';
import { PlanFeatureList } from './plan-feature-list';

/**
 * What the card offers this user: the plan they have, a plan theirs already covers, one to buy, or one that only a
 * promo code raises them to (a server that sells no plan).
 */
export type PlanOffer =
  | { kind: 'current' }
  | { kind: 'included' }
  | { kind: 'buy'; onChoose: () => void }
  | { kind: 'promo' };

export function PlanCard({ plan, offer }: { plan: Plan; offer: PlanOffer }) {
  const current = offer.kind === 'current';
  return (
    <Card
      aria-labelledby={`plan-${plan.tier}`}
      role="group"
      className={cn('flex flex-col', current && 'border-primary ring-2 ring-primary/30')}
    >
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={`plan-${plan.tier}`} className="text-xl">
            {plan.name}
          </CardTitle>
          {current && <Badge>Current Plan</Badge>}
        </div>
        <p className="text-3xl font-bold tracking-tight">{formatPrice(plan.priceCents)}</p>
        <CardDescription>{plan.storageLabel} storage</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <PlanFeatureList features={plan.features} />
        <div className="mt-auto">
          {offer.kind === 'buy' && (
            <Button className="w-full" onClick={offer.onChoose}>
              Choose {plan.name}
            </Button>
          )}
          {offer.kind === 'promo' && (
            <Button asChild className="w-full" variant="outline">
              <Link href="/promo-codes" aria-label={`${plan.name} with a promo code`}>
                <Ticket aria-hidden="true" />
                With a promo code
              </Link>
            </Button>
          )}
          {offer.kind === 'current' && (
            <Button className="w-full" variant="outline" disabled>
              Your current plan
            </Button>
          )}
          {offer.kind === 'included' && (
            <p className="flex h-10 items-center justify-center gap-2 text-sm text-muted-foreground">
              <CircleCheck className="size-4 text-primary" aria-hidden="true" />
              Included in your plan
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
