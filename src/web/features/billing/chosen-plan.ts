import { useLocation, useSearch } from 'wouter';
import { parseTier } from '../../../common/plans';
import type { PaidTier } from './types';

export const SUBSCRIBE_PATH = '/subscribe';

/** The address of the payment form for a plan. */
export const payForPlanPath = (tier: PaidTier) => `${SUBSCRIBE_PATH}?plan=${tier}`;

/**
 * The paid plan whose payment form is open, kept in the address (?plan=pro) so links can open it and the
 * browser's Back button returns to the plans.
 */
export function useChosenPlan(): [PaidTier | null, (tier: PaidTier | null) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tier = parseTier(new URLSearchParams(search).get('plan'));
  const choose = (next: PaidTier | null) => navigate(next ? payForPlanPath(next) : SUBSCRIBE_PATH);
  return [tier === 'premium' || tier === 'pro' ? tier : null, choose];
}
