/** A promo code as GET /api/promo-codes lists it. */
export interface PromoCode {
  id: number;
  code: string;
  description: string | null;
  subscriptionTier: string;
  isActive: boolean;
  /** Null when the code has no limit. */
  maxUses: number | null;
  usedCount: number;
  expiresAt: string | null;
  createdAt: string;
}
