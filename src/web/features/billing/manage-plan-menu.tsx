import { ArrowDownCircle, ChevronDown, Crown, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { PLANS } from '../../../common/plans';
import { payForPlanPath } from './chosen-plan';
import type { PaidTier } from './types';
import { useCancelSubscription, useDowngradeToPremium } from './use-plan-changes';

/** Changes to a paid plan: up to Pro, down to Premium, or back to Free after a confirmation. */
export function ManagePlanMenu({ tier }: { tier: PaidTier }) {
  const [confirming, setConfirming] = useState(false);
  const downgrade = useDowngradeToPremium();
  const cancel = useCancelSubscription(() => setConfirming(false));
  const busy = downgrade.isPending || cancel.isPending;

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" disabled={busy}>
            {busy ? <Spinner /> : <Crown aria-hidden="true" />}
            Manage Plan
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {tier === 'premium' && (
            <DropdownMenuItem asChild>
              <Link href={payForPlanPath('pro')}>
                <Crown aria-hidden="true" />
                Upgrade to Pro
              </Link>
            </DropdownMenuItem>
          )}
          {tier === 'pro' && (
            <DropdownMenuItem onSelect={() => downgrade.mutate()}>
              <ArrowDownCircle aria-hidden="true" />
              Downgrade to Premium
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => setConfirming(true)}
            className="text-destructive data-[highlighted]:text-destructive [&_svg]:text-destructive"
          >
            <XCircle aria-hidden="true" />
            Cancel Subscription
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your subscription?"
        description={`You will move to the Free plan straight away and lose what ${PLANS[tier].name} adds, such as AI location descriptions and public trip links. Your trips, photos and memos stay.`}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep My Plan"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}
