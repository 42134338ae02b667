import { z } from 'zod';
import { parseTier } from '../plans';
import { dateField, idParam } from './fields';

const paidTier = z.string({ error: 'Choose the Premium or Pro plan' }).transform((value, ctx) => {
  const tier = parseTier(value);
  if (tier !== 'premium' && tier !== 'pro') {
    ctx.addIssue({ code: 'custom', message: 'Choose the Premium or Pro plan' });
    return z.NEVER;
  }
  return tier;
});

export const paymentIntentSchema = z.object({ tier: paidTier });

export const confirmSubscriptionSchema = z.object({
  paymentIntentId: z
    .string({ error: 'Payment reference is required' })
    .trim()
    .min(1, 'Payment reference is required')
    .max(200),
  tier: paidTier,
});

export const downgradeSchema = z.object({ targetTier: paidTier });

export const sandboxCardSchema = z.object({
  clientSecret: z
    .string({ error: 'Payment reference is required' })
    .min(1, 'Payment reference is required')
    .max(300),
  cardNumber: z
    .string({ error: 'Card number is required' })
    .trim()
    .min(12, 'Card number is incomplete')
    .max(30),
});

export const promoCodeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(40, 'Code is too long');

export const createPromoCodeSchema = z.object({
  code: promoCodeField.regex(/^[A-Za-z0-9_-]+$/, 'Codes may use letters, digits, dashes and underscores'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(500),
  subscriptionTier: paidTier,
  maxUses: z.coerce
    .number({ error: 'Max uses must be a whole number' })
    .int('Max uses must be a whole number')
    .positive('Max uses must be at least 1')
    .max(1_000_000)
    .nullish()
    .transform((value) => value ?? null),
  expiresAt: dateField('Expiry', 'Expiry must be a date')
    .nullish()
    .transform((value) => value ?? null),
});
export type CreatePromoCodeInput = z.infer<typeof createPromoCodeSchema>;

export const applyPromoCodeSchema = z.object({ code: promoCodeField });

export const updatePromoCodeSchema = z.object({
  isActive: z.boolean({ error: 'Active must be true or false' }),
});

export const promoIdParams = z.object({ id: idParam('Promo code id') });
