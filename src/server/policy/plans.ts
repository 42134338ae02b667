import {
  effectiveTier,
  FEATURES,
  type Feature,
  PLANS,
  planTierOf,
  type Tier,
  tierIncludes,
} from '../../common/plans';
import type { Executor } from '../db/client';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { isAdmin } from './admin';
import { storageUsed } from './repo';

/** The plan whose features the person has: an administrator's reads as Pro (planTierOf). */
export const featuresTierOf = (user: UserRow): Tier => planTierOf(user, isAdmin(user));

/** What the person's plan includes, administrators reading as Pro. */
export function hasFeature(user: UserRow, feature: Feature): boolean {
  return tierIncludes(featuresTierOf(user), feature);
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

/**
 * Why `incomingBytes` would take the owner past the plan's storage, naming the plan and its limit ("<what> would
 * go past …"); null when they fit.
 */
export async function storageRefusal(
  db: Executor,
  owner: UserRow,
  incomingBytes: number,
  what = 'This upload',
): Promise<string | null> {
  if (isAdmin(owner)) return null;
  const plan = PLANS[effectiveTier(owner)];
  const used = await storageUsed(db, owner.id);
  if (used + incomingBytes <= plan.storageBytes) return null;
  return `${what} would go past the ${plan.storageLabel} of storage in the ${plan.name} plan (${megabytes(used)} used). Upgrade your plan for more room.`;
}

/** Refuses, naming the plan and its limit, an upload that would take the owner past the plan's storage. */
export async function assertStorageRoom(db: Executor, owner: UserRow, incomingBytes: number): Promise<void> {
  const refusal = await storageRefusal(db, owner, incomingBytes);
  if (refusal) throw new HttpError('quota_exceeded', refusal);
}
