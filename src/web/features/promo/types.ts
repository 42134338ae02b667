import type { z } from 'zod';
import type { promoCodeSchema } from '../../../common/contract/billing';

/** A promo code as GET /api/promo-codes lists it; maxUses is null when the code has no limit. */
export type PromoCode = z.input<typeof promoCodeSchema>;
