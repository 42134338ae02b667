import type { PromoCode } from './types';

export type PromoStatus = 'Active' | 'Inactive' | 'Expired' | 'Used up';

/** Whether a code can still be applied, and if not, why not. */
export function promoStatus(promo: PromoCode, now: Date): PromoStatus {
  if (!promo.isActive) return 'Inactive';
  if (promo.expiresAt && new Date(promo.expiresAt) <= now) return 'Expired';
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return 'Used up';
  return 'Active';
}

/** "3 / 10", or "3 / ∞" for a code without a limit. */
export const usageLabel = (promo: PromoCode): string => `${promo.usedCount} / ${promo.maxUses ?? '∞'}`;
