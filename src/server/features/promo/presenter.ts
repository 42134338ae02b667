import type { PromoCodeRow } from './repo';

export const toPromoCodeDto = (promo: PromoCodeRow) => ({
  id: promo.id,
  code: promo.code,
  description: promo.description,
  subscriptionTier: promo.subscriptionTier,
  isActive: promo.isActive,
  maxUses: promo.maxUses,
  usedCount: promo.usedCount,
  expiresAt: promo.expiresAt,
  createdBy: promo.createdBy,
  createdAt: promo.createdAt,
});
