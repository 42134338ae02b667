import { FEATURES, type Feature, PLANS, tierIncludes } from '../../../common/plans';
import { forbidden } from '../../http/errors';
import { effectiveTier } from '../users/presenter';
import type { UserRow } from '../users/repo';

/** Administrators have every feature; everyone else what their current (unexpired) plan includes. */
export function hasFeature(user: UserRow, feature: Feature): boolean {
  return user.role === 'admin' || tierIncludes(effectiveTier(user), feature);
}

export function requireFeature(user: UserRow, feature: Feature): void {
  if (hasFeature(user, feature)) return;
  const { tier, label } = FEATURES[feature];
  const subject = /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  throw forbidden(`The ${PLANS[tier].name} plan is needed for ${subject}. Upgrade your plan to use it.`);
}
