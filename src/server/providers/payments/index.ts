import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payments';
import { createSandboxPayments } from './sandbox-payments';

/**
 * Stripe when it is configured (its library loaded only then); the sandbox only when `PAYMENTS_SANDBOX` switches
 * it on; otherwise none, and no plan is sold (decision record 029).
 */
export async function createPayments(config: Config, db: Database): Promise<PaymentProvider | null> {
  if (config.stripe) {
    const { createStripePayments } = await import('./stripe-payments');
    return createStripePayments({ ...config.stripe, timeoutMs: config.providerTimeoutMs });
  }
  return config.paymentsSandbox ? createSandboxPayments(db) : null;
}
