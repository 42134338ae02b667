import { CalendarClock, ShieldCheck, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import type { User } from '../../../common/contract/users';
import { formatPrice, PLANS, parseTier } from '../../../common/plans';

interface SubscriptionCardProps {
  user: User;
  /** The way to upgrade or manage the plan, which billing provides; none for administrators. */
  planAction: ReactNode;
  /** What the plan includes, marked where this server cannot offer it, which billing provides. */
  features: ReactNode;
}

export function SubscriptionCard({ user, planAction, features }: SubscriptionCardProps) {
  const plan = PLANS[parseTier(user.subscriptionTier) ?? 'free'];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>Your plan and what it includes.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent p-4">
          <div className="flex items-center gap-3">
            <Badge variant={plan.tier === 'free' ? 'outline' : 'default'} className="text-sm">
              {plan.name}
            </Badge>
            <span className="text-sm text-muted-foreground">{plan.storageLabel} storage</span>
          </div>
          <span className="text-lg font-semibold">{formatPrice(plan.priceCents)}</span>
        </div>
        <section aria-label="Included features">{features}</section>
        {plan.tier !== 'free' && user.subscriptionExpiresAt && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarClock className="size-4 text-primary" aria-hidden="true" />
            Paid through {formatDate(user.subscriptionExpiresAt)}
          </p>
        )}
        {user.subscriptionStatus === 'expired' && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarClock className="size-4 text-primary" aria-hidden="true" />
            Your last paid month has ended, so you are on the Free plan.
          </p>
        )}
        {user.isAdmin && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
            As an administrator you have access to every feature.
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link href="/promo-codes">
              <Ticket aria-hidden="true" />
              Promo Codes
            </Link>
          </Button>
          {planAction}
        </div>
      </CardContent>
    </Card>
  );
}
