import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payments';
import { createSandboxPayments, type SandboxProvider } from './sandbox-payments';
import { createStripePayments } from './stripe-payments';

export function createPayments(config: Config, db: Database): PaymentProvider | SandboxProvider {
  return config.stripe
    ? createStripePayments({ ...config.stripe, timeoutMs: config.providerTimeoutMs })
    : createSandboxPayments(db);
}
