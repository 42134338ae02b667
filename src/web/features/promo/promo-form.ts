import { endOfDay } from 'date-fns';
import { z } from 'zod';
import { fromDateInput } from '@/lib/date-input';
import { createPromoCodeSchema } from '../../../common/schemas/billing';

/**
 * The create-code form holds text; a blank Max Uses or Expires means no limit, and a code expires at the end
 * of its last day. The result is checked by the shared promo code schema.
 */
export const promoFormSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    subscriptionTier: z.enum(['premium', 'pro']),
    maxUses: z.string(),
    expiresAt: z.string(),
  })
  .transform(
    (values): z.input<typeof createPromoCodeSchema> => ({
      ...values,
      maxUses: values.maxUses.trim() || null,
      expiresAt: values.expiresAt ? endOfDay(fromDateInput(values.expiresAt)) : null,
    }),
  )
  .pipe(createPromoCodeSchema);

export type PromoFormValues = z.input<typeof promoFormSchema>;

export const EMPTY_PROMO_FORM: PromoFormValues = {
  code: '',
  description: '',
  subscriptionTier: 'premium',
  maxUses: '',
  expiresAt: '',
};
