import { addMonths } from 'date-fns';
import { effectiveTier, PLANS, type Tier } from '../../../common/plans';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../http/errors';
import { findUserById } from '../../policy/access-repo';
import { lockUserRow, type UserRow, updateUser } from '../users';
import { insertPlanChange } from './repo';

export interface PlanChange {
  toTier: Tier;
  reason: 'payment' | 'promo_code' | 'cancelled' | 'downgraded';
  expiresAt: Date | null;
  status?: string;
  paymentReference?: string;
  amountCents?: number;
  promoCodeId?: number;
  notes?: string;
}

/**
 * The account as it is now, locked until the transaction ends: plan rules are checked on it, and simultaneous
 * changes (two payments, a payment and a promo code) build on one another instead of overwriting.
 */
export async function lockAccount(db: Executor, user: UserRow): Promise<UserRow> {
  return (await lockUserRow(db, user.id)) ?? user;
}

/** The account before a plan change and after it. */
export interface PlanSwitch {
  before: UserRow;
  after: UserRow;
}

/**
 * Changes a plan and records it in subscription_history; a payment reference counts once only. `current` is
 * the account read by lockAccount in the same transaction.
 */
export async function changePlan(db: Executor, current: UserRow, change: PlanChange): Promise<PlanSwitch> {
  try {
    await insertPlanChange(db, {
      userId: current.id,
      fromTier: effectiveTier(current),
      toTier: change.toTier,
      changeReason: change.reason,
      paymentReference: change.paymentReference ?? null,
      amountCents: change.amountCents ?? null,
      promoCodeId: change.promoCodeId ?? null,
      notes: change.notes ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError('payment_reused', 'This payment has already been used');
    throw error;
  }
  const updated = await updateUser(db, current.id, {
    subscriptionTier: change.toTier,
    subscriptionStatus: change.status ?? 'active',
    subscriptionExpiresAt: change.expiresAt,
  });
  return { before: current, after: updated ?? (await findUserById(db, current.id)) ?? current };
}

/**
 * Announces a plan change once its transaction has committed, so that the work the new plan brings follows
 * (decision record 035); resolves to the account after it.
 */
export async function announcePlanChange(ctx: AppContext, { before, after }: PlanSwitch): Promise<UserRow> {
  await ctx.domainEvents.emit('planChanged', {
    owner: after,
    from: effectiveTier(before),
    to: effectiveTier(after),
  });
  return after;
}

/** A month of the plan from now, or from the end of the month already paid for the same plan. */
export function paidMonthEnd(user: UserRow, tier: Tier, now = new Date()): Date {
  const current = user.subscriptionExpiresAt;
  const extends_ = effectiveTier(user) === tier && current !== null && current > now;
  return addMonths(extends_ ? current : now, 1);
}

export const priceOf = (tier: Tier) => PLANS[tier].priceCents;
export const CURRENCY = 'usd';
