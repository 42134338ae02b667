import { effectiveTier, FEATURES, type Feature, PLANS, planTierOf, tierIncludes } from '../../common/plans';
import type { Executor } from '../db/client';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { isAdmin } from './admin';
import { storageUsed } from './repo';

/** What the person's plan includes, administrators reading as Pro (planTierOf). */
export function hasFeature(user: UserRow, feature: Feature): boolean {
  return tierIncludes(planTierOf(user, isAdmin(user)), feature);
}

export function requireFeature(user: UserRow, feature: Feature): void {
  if (hasFeature(user, feature)) return;
  const { tier, label } = FEATURES[feature];
  const subject = /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  throw new HttpError(
    'plan_required',
    `The ${PLANS[tier].name} plan is needed for ${subject}. Upgrade your plan to use it.`,
  );
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Refuses, naming the plan and its limit, an upload that would take the owner past the plan's storage. */
export async function assertStorageRoom(db: Executor, owner: UserRow, incomingBytes: number): Promise<void> {
  if (isAdmin(owner)) return;
  const plan = PLANS[effectiveTier(owner)];
  const used = await storageUsed(db, owner.id);
  if (used + incomingBytes > plan.storageBytes) {
    throw new HttpError(
      'quota_exceeded',
      `This upload would go past the ${plan.storageLabel} of storage in the ${plan.name} plan (${megabytes(used)} used). Upgrade your plan for more room.`,
    );
  }
}
