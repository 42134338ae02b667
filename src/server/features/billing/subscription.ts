import { addMonths } from 'date-fns';
import { effectiveTier, PLANS, type Tier } from '../../../common/plans';
import type { Executor } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../http/errors';
import { findUserById, lockUserRow, type UserRow, updateUser } from '../users/repo';
import { insertPlanChange } from './repo';

export interface PlanChange {
  toTier: Tier;
  reason: 'payment' | 'promo_code' | 'cancelled' | 'downgraded';
  /** From the account as it is when the change is made, so simultaneous changes build on one another. */
  expiresAt: (current: UserRow) => Date | null;
  status?: string;
  paymentReference?: string;
  amountCents?: number;
  promoCodeId?: number;
  notes?: string;
}

/**
 * Changes a plan and records it in subscription_history; a payment reference counts once only. The account is
 * locked and read afresh first: two payments confirmed at the same moment buy two months, not one.
 */
export async function changePlan(db: Executor, user: UserRow, change: PlanChange): Promise<UserRow> {
  const current = (await lockUserRow(db, user.id)) ?? user;
  try {
    await insertPlanChange(db, {
      userId: user.id,
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
  const updated = await updateUser(db, user.id, {
    subscriptionTier: change.toTier,
    subscriptionStatus: change.status ?? 'active',
    subscriptionExpiresAt: change.expiresAt(current),
  });
  return updated ?? (await findUserById(db, user.id)) ?? user;
}

/** A month of the plan from now, or from the end of the month already paid for the same plan. */
export function paidMonthEnd(user: UserRow, tier: Tier, now = new Date()): Date {
  const current = user.subscriptionExpiresAt;
  const extends_ = effectiveTier(user) === tier && current !== null && current > now;
  return addMonths(extends_ ? current : now, 1);
}

export const priceOf = (tier: Tier) => PLANS[tier].priceCents;
export const CURRENCY = 'usd';
