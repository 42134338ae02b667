import { apiRequest, errorCode, errorMessage } from '@/lib/api';
import type { User } from '../../../common/contract/users';
import type { ErrorCode } from '../../../common/errors';
import { CardRejectedError, paymentStepError } from './payment-errors';
import type { PaidTier } from './types';

/** How the sandbox refuses a card: an invalid number, a declined card, an unknown payment. */
const CARD_REFUSALS: ReadonlySet<ErrorCode> = new Set(['validation', 'payment_declined', 'not_found']);

/** The sandbox provider's stand-in for Stripe.js: charges a test card and answers the payment's id. */
export async function confirmSandboxCard(clientSecret: string, cardNumber: string): Promise<string> {
  try {
    const reply = await apiRequest('POST', '/api/payments/sandbox/confirm', { clientSecret, cardNumber });
    return ((await reply.json()) as { paymentIntentId: string }).paymentIntentId;
  } catch (error) {
    const code = errorCode(error);
    if (code !== null && CARD_REFUSALS.has(code)) throw new CardRejectedError(errorMessage(error));
    throw error;
  }
}

/** Upgrades the plan once the server has checked the payment with the provider. */
export async function confirmSubscription(paymentIntentId: string, tier: PaidTier): Promise<User> {
  try {
    return await (await apiRequest('POST', '/api/confirm-subscription', { paymentIntentId, tier })).json();
  } catch (error) {
    throw paymentStepError('Failed to confirm subscription', error);
  }
}

export async function cancelSubscription(): Promise<User> {
  return (await apiRequest('POST', '/api/cancel-subscription')).json();
}

export async function downgradeSubscription(targetTier: PaidTier): Promise<{ user: User; message: string }> {
  return (await apiRequest('POST', '/api/downgrade-subscription', { targetTier })).json();
}
