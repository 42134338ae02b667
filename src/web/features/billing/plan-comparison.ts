import { PLANS, type Plan, TIERS, type Tier, tierAtLeast } from '../../../common/plans';

export interface ComparisonRow {
  label: string;
  /** Text for a plan, or whether the plan has the feature. */
  cells: Record<Tier, string | boolean>;
}

/** Lines of a plan's feature list that the comparison shows in rows of their own or not at all. */
const isSummaryLine = (feature: string, plan: Plan) =>
  feature.startsWith('Everything in ') || feature === `${plan.storageLabel} storage`;

const perPlan = <T>(value: (plan: Plan) => T): Record<Tier, T> =>
  Object.fromEntries(TIERS.map((tier) => [tier, value(PLANS[tier])])) as Record<Tier, T>;

/**
 * The rows of the plan comparison: storage, then every feature in the order the plans introduce them,
 * checked for the plan that brings it and every plan above.
 */
export function comparisonRows(): ComparisonRow[] {
  const features = TIERS.flatMap((tier) =>
    PLANS[tier].features
      .filter((feature) => !isSummaryLine(feature, PLANS[tier]))
      .map((label) => ({ label, cells: perPlan((plan) => tierAtLeast(plan.tier, tier)) })),
  );
  return [{ label: 'Storage', cells: perPlan((plan) => plan.storageLabel) }, ...features];
}
