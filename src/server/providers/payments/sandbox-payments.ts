import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { PaymentIntent, PaymentProvider } from './payments';
import {
  findSandboxIntent,
  insertSandboxIntent,
  type SandboxIntentRow,
  settleSandboxIntent,
} from './sandbox-repo';

const toIntent = (row: SandboxIntentRow): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  metadata: row.metadata,
});

/** Stripe's test cards: 4000 0000 0000 0002 is declined, any other valid number is charged. */
export const DECLINED_CARD = '4000000000000002';

export interface SandboxProvider extends PaymentProvider {
  /**
   * What Stripe.js does in the browser: charges the card for the intent, by its client secret — only for the
   * account the intent was made for, which is checked before anything changes (null otherwise).
   */
  confirmCard(clientSecret: string, cardNumber: string, payerId: string): Promise<PaymentIntent | null>;
}

/** Payments without a payment service: intents live in the database and follow Stripe's test cards. */
export function createSandboxPayments(db: Executor): SandboxProvider {
  return {
    kind: 'sandbox',
    publishableKey: null,
    async createIntent({ amount, currency, metadata }) {
      const id = `pi_sandbox_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      return toIntent(await insertSandboxIntent(db, { id, clientSecret, amount, currency, metadata }));
    },
    async retrieveIntent(id) {
      const row = await findSandboxIntent(db, id);
      return row ? toIntent(row) : null;
    },
    async confirmCard(clientSecret, cardNumber, payerId) {
      const id = clientSecret.split('_secret_')[0] ?? '';
      const row = await findSandboxIntent(db, id);
      if (!row || row.clientSecret !== clientSecret || row.metadata.userId !== payerId) return null;
      if (row.status === 'succeeded') return toIntent(row);
      const declined = cardNumber.replace(/\D/g, '') === DECLINED_CARD;
      const updated = await settleSandboxIntent(db, id, {
        status: declined ? 'requires_payment_method' : 'succeeded',
        lastError: declined ? 'Your card was declined.' : null,
      });
      return updated ? toIntent(updated) : null;
    },
  };
}
