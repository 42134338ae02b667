import { ShieldCheck } from 'lucide-react';
import { PLANS, TIERS, type Tier, tierAtLeast } from '../../../common/plans';
import type { PaymentsSetUp } from '../../../common/services';
import { PaymentsNotSetUp } from './payments-not-set-up';
import { PlanCard, type PlanOffer } from './plan-card';
import { PlanComparisonTable } from './plan-comparison-table';
import type { PaidTier } from './types';

interface PlanChoiceProps {
  currentTier: Tier;
  isAdmin: boolean;
  /** How this server sells plans; unknown while its configuration loads. */
  payments: PaymentsSetUp | undefined;
  onChoose: (tier: PaidTier) => void;
}

/** The plans side by side, each with what it offers this user, and the full comparison below. */
export function PlanChoice({ currentTier, isAdmin, payments, onChoose }: PlanChoiceProps) {
  const sold = payments !== 'none';
  const offerFor = (tier: Tier): PlanOffer => {
    if (isAdmin) return { kind: 'included' };
    if (tier === currentTier) return { kind: 'current' };
    if (tier === 'free' || tierAtLeast(currentTier, tier)) return { kind: 'included' };
    return sold ? { kind: 'buy', onChoose: () => onChoose(tier) } : { kind: 'promo' };
  };

  return (
    <div className="grid gap-8">
      {isAdmin && (
        <p className="flex items-start gap-3 rounded-2xl border bg-accent p-4 text-sm text-accent-foreground">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          As an administrator you already have every feature of every plan, so there is nothing to buy.
        </p>
      )}
      {!isAdmin && !sold && <PaymentsNotSetUp />}
      <div className="grid gap-6 md:grid-cols-3">
        {TIERS.map((tier) => (
          <PlanCard key={tier} plan={PLANS[tier]} offer={offerFor(tier)} />
        ))}
      </div>
      <PlanComparisonTable currentTier={isAdmin ? null : currentTier} />
    </div>
  );
}
