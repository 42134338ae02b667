import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import type { Tier } from '../../../common/plans';
import { SUBSCRIBE_PATH } from './chosen-plan';
import { ManagePlanMenu } from './manage-plan-menu';

/** What a traveller can do about their plan: upgrade from Free, or manage a paid one. */
export function PlanAction({ tier }: { tier: Tier }) {
  if (tier === 'free') {
    return (
      <Button asChild>
        <Link href={SUBSCRIBE_PATH}>
          <Crown aria-hidden="true" />
          Upgrade Plan
        </Link>
      </Button>
    );
  }
  return <ManagePlanMenu tier={tier} />;
}
