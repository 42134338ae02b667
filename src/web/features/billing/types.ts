import type { z } from 'zod';
import type { paymentIntentSchema } from '../../../common/contract/billing';

export type PaidTier = 'premium' | 'pro';

/** POST /api/create-payment-intent: a payment priced by the server, and how the browser confirms it. */
export type PaymentIntent = z.input<typeof paymentIntentSchema>;
