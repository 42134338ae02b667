import { z } from 'zod';
import { isoDate } from './fields';

/** POST /api/create-payment-intent: a payment priced by the server, and how the browser confirms it. */
export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** In cents. */
  amount: z.number(),
  currency: z.string(),
  provider: z.enum(['stripe', 'sandbox']),
  /** Stripe's publishable key; null for the sandbox. */
  publishableKey: z.string().nullable(),
});

export const sandboxChargeSchema = z.object({ paymentIntentId: z.string(), status: z.string() });

/** A promo code as administrators list it; maxUses is null for a code without a limit. */
export const promoCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string().nullable(),
  subscriptionTier: z.string(),
  isActive: z.boolean(),
  maxUses: z.number().nullable(),
  usedCount: z.number(),
  expiresAt: isoDate.nullable(),
  createdBy: z.number().nullable(),
  createdAt: isoDate,
});
