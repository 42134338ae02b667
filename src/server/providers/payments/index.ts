import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payments';
import { createSandboxPayments, type SandboxProvider } from './sandbox-payments';

/** Stripe when it is configured (its library loaded only then), else the sandbox. */
export async function createPayments(
  config: Config,
  db: Database,
): Promise<PaymentProvider | SandboxProvider> {
  if (!config.stripe) return createSandboxPayments(db);
  const { createStripePayments } = await import('./stripe-payments');
  return createStripePayments({ ...config.stripe, timeoutMs: config.providerTimeoutMs });
}
