export type PaidTier = 'premium' | 'pro';

/** POST /api/create-payment-intent: a payment priced by the server, and how the browser confirms it. */
export interface PaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
  /** In cents. */
  amount: number;
  currency: string;
  provider: 'stripe' | 'sandbox';
  /** Stripe's publishable key; null for the sandbox. */
  publishableKey: string | null;
}
