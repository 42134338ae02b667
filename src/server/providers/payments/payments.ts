export interface PaymentIntent {
  id: string;
  clientSecret: string;
  /** Stripe's statuses; only 'succeeded' upgrades a plan. */
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox';
  /** Stripe's publishable key for the browser; none for the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: {
    amount: number;
    currency: string;
    metadata: Record<string, string>;
  }): Promise<PaymentIntent>;
  /** Null for an id the provider does not know. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
}
