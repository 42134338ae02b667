import { luhnValid } from '../../../common/cards';
import { effectiveTier, PLANS, type Tier } from '../../../common/plans';
import { PAYMENTS_NOT_SET_UP } from '../../../common/services';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { findUserById } from '../../policy/access-repo';
import type { PaymentIntent, PaymentProvider } from '../../providers/payments/payments';
import type { SandboxProvider } from '../../providers/payments/sandbox-payments';
import type { UserRow } from '../users';
import { findPaymentUserId } from './repo';
import { announcePlanChange, CURRENCY, changePlan, lockAccount, paidMonthEnd, priceOf } from './subscription';

const PAYMENT_NOT_FOUND = 'Payment not found';

/** The server's payment provider; without one no plan is sold here (decision record 029). */
function paymentsOf(ctx: AppContext): PaymentProvider {
  if (!ctx.payments) {
    throw new HttpError(
      'payments_unavailable',
      `${PAYMENTS_NOT_SET_UP} A promo code from an administrator can still change your plan.`,
    );
  }
  return ctx.payments;
}

export async function startPayment(ctx: AppContext, user: UserRow, tier: 'premium' | 'pro') {
  const payments = paymentsOf(ctx);
  const intent = await payments.createIntent({
    amount: priceOf(tier),
    currency: CURRENCY,
    metadata: { userId: String(user.id), tier },
  });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    provider: payments.kind,
    publishableKey: payments.publishableKey,
  };
}

/** Everything a payment must be to buy a month of a plan for this user. */
function checkIntent(intent: PaymentIntent, userId: number, tier: Tier): void {
  if (intent.metadata.userId !== String(userId)) throw notFound(PAYMENT_NOT_FOUND);
  if (intent.metadata.tier !== tier || intent.amount !== priceOf(tier) || intent.currency !== CURRENCY) {
    throw badRequest('This payment does not match the chosen plan');
  }
  if (intent.status !== 'succeeded')
    throw new HttpError('payment_declined', 'This payment has not been completed');
}

async function buyMonth(
  ctx: AppContext,
  provider: PaymentProvider['kind'],
  user: UserRow,
  intent: PaymentIntent,
  tier: 'premium' | 'pro',
) {
  const change = await ctx.db.transaction(async (tx) => {
    const current = await lockAccount(tx, user);
    return changePlan(tx, current, {
      toTier: tier,
      reason: 'payment',
      expiresAt: paidMonthEnd(current, tier),
      paymentReference: intent.id,
      amountCents: intent.amount,
      notes: `${provider} payment`,
    });
  });
  return announcePlanChange(ctx, change);
}

/** Upgrades only after asking the payment provider itself whether this very payment succeeded. */
export async function confirmSubscription(
  ctx: AppContext,
  user: UserRow,
  paymentIntentId: string,
  tier: 'premium' | 'pro',
): Promise<UserRow> {
  const payments = paymentsOf(ctx);
  const intent = await payments.retrieveIntent(paymentIntentId);
  if (!intent) throw notFound(PAYMENT_NOT_FOUND);
  checkIntent(intent, user.id, tier);
  try {
    return await buyMonth(ctx, payments.kind, user, intent, tier);
  } catch (error) {
    // The provider's webhook may have applied this very payment first: that is a success, not a reuse.
    if (
      error instanceof HttpError &&
      error.code === 'payment_reused' &&
      (await paymentAppliedTo(ctx, intent.id, user.id))
    ) {
      return (await findUserById(ctx.db, user.id)) ?? user;
    }
    throw error;
  }
}

async function paymentAppliedTo(ctx: AppContext, reference: string, userId: number): Promise<boolean> {
  return (await findPaymentUserId(ctx.db, reference)) === userId;
}

/**
 * The payment provider's own notice of a successful payment. Repeats and payments that are not ours (or do not
 * match a plan) are acknowledged and ignored, so the provider does not resend them forever.
 */
export async function paymentSucceeded(
  ctx: AppContext,
  provider: PaymentProvider['kind'],
  intent: PaymentIntent,
): Promise<void> {
  const tier = intent.metadata.tier;
  const userId = Number(intent.metadata.userId);
  if (!Number.isInteger(userId) || userId <= 0 || userId > 2_147_483_647) return;
  const user = await findUserById(ctx.db, userId);
  if (!user || (tier !== 'premium' && tier !== 'pro')) return;
  try {
    checkIntent(intent, user.id, tier);
    await buyMonth(ctx, provider, user, intent, tier);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    ctx.log.warn({ paymentIntent: intent.id, reason: error.message }, 'payment notice ignored');
  }
}

export async function cancelSubscription(ctx: AppContext, user: UserRow): Promise<UserRow> {
  const change = await ctx.db.transaction(async (tx) => {
    const current = await lockAccount(tx, user);
    if (effectiveTier(current) === 'free') throw badRequest('You are on the Free plan already');
    return changePlan(tx, current, {
      toTier: 'free',
      reason: 'cancelled',
      status: 'cancelled',
      expiresAt: null,
    });
  });
  return announcePlanChange(ctx, change);
}

export async function downgradeSubscription(ctx: AppContext, user: UserRow, target: 'premium' | 'pro') {
  const change = await ctx.db.transaction(async (tx) => {
    const current = await lockAccount(tx, user);
    if (effectiveTier(current) !== 'pro' || target !== 'premium') {
      throw badRequest('Only a Pro plan can be downgraded, to Premium');
    }
    return changePlan(tx, current, {
      toTier: 'premium',
      reason: 'downgraded',
      expiresAt: current.subscriptionExpiresAt,
    });
  });
  return { user: await announcePlanChange(ctx, change), message: `Your plan is now ${PLANS.premium.name}.` };
}

/** What Stripe.js does in the browser, for the sandbox provider: charges a test card for the user's intent. */
export async function confirmSandboxCard(
  ctx: AppContext,
  user: UserRow,
  clientSecret: string,
  cardNumber: string,
): Promise<PaymentIntent> {
  const payments = paymentsOf(ctx);
  if (payments.kind !== 'sandbox') throw notFound('The sandbox payment provider is not in use');
  if (!luhnValid(cardNumber)) throw badRequest('Your card number is invalid.');
  const intent = await (payments as SandboxProvider).confirmCard(clientSecret, cardNumber, String(user.id));
  if (!intent) throw notFound(PAYMENT_NOT_FOUND);
  if (intent.status !== 'succeeded') throw new HttpError('payment_declined', 'Your card was declined.');
  return intent;
}
