import { effectiveTier, PLANS, tierAtLeast } from '../../../common/plans';
import type { CreatePromoCodeInput } from '../../../common/schemas/billing';
import type { AppContext } from '../../context';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { announcePlanChange, changePlan, lockAccount } from '../billing';
import type { UserRow } from '../users';
import {
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  type PromoCodeRow,
  recordUsage,
  setPromoCodeActive,
  takeUse,
} from './repo';

export async function promoCodes(ctx: AppContext): Promise<PromoCodeRow[]> {
  return listPromoCodes(ctx.db);
}

export async function setPromoCodeActivity(
  ctx: AppContext,
  id: number,
  isActive: boolean,
): Promise<PromoCodeRow> {
  const promo = await setPromoCodeActive(ctx.db, id, isActive);
  if (!promo) throw notFound('Promo code not found');
  return promo;
}

export async function createPromoCode(
  ctx: AppContext,
  admin: UserRow,
  input: CreatePromoCodeInput,
): Promise<PromoCodeRow> {
  try {
    return await insertPromoCode(ctx.db, { ...input, createdBy: admin.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A promo code with this name already exists');
    throw error;
  }
}

/**
 * Applies a code: trimmed, any case, active, not expired, once per person, never lowering a plan, and within
 * its number of uses — all in one transaction, so simultaneous applies cannot exceed it.
 */
export async function applyPromoCode(ctx: AppContext, user: UserRow, code: string) {
  const applied = await ctx.db.transaction(async (tx) => {
    const promo = await findPromoCode(tx, code.trim());
    if (!promo) throw notFound('This promo code does not exist');
    if (!promo.isActive) throw badRequest('This promo code is no longer active');
    if (promo.expiresAt && promo.expiresAt <= new Date()) throw badRequest('This promo code has expired');
    const tier = promo.subscriptionTier === 'pro' ? 'pro' : 'premium';
    const account = await lockAccount(tx, user);
    const current = effectiveTier(account);
    if (tierAtLeast(current, tier)) {
      throw badRequest(`Your ${PLANS[current].name} plan already includes everything this code gives`);
    }
    try {
      await recordUsage(tx, promo.id, user.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('You have already used this promo code');
      throw error;
    }
    if (!(await takeUse(tx, promo.id))) throw badRequest('This promo code has been used up');
    const change = await changePlan(tx, account, {
      toTier: tier,
      reason: 'promo_code',
      expiresAt: null,
      promoCodeId: promo.id,
      notes: promo.code,
    });
    const message = `Promo code applied! You now have the ${PLANS[tier].name} plan.`;
    return { change, message };
  });
  return { user: await announcePlanChange(ctx, applied.change), message: applied.message };
}
