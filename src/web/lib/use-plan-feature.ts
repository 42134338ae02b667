import { effectiveTier, FEATURES, type Feature, PLANS, tierIncludes } from '../../common/plans';
import { useAuth } from './queries/session';

/**
 * Whether the signed-in traveller's plan has a paid feature, read before anything is asked of the server, and
 * the plan that brings it. Administrators have every feature, as on the server.
 */
export function usePlanFeature(feature: Feature) {
  const { user } = useAuth();
  const tier = user
    ? effectiveTier({
        subscriptionTier: user.subscriptionTier,
        subscriptionExpiresAt: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null,
      })
    : 'free';
  return {
    allowed: Boolean(user?.isAdmin) || tierIncludes(tier, feature),
    planName: PLANS[FEATURES[feature].tier].name,
    label: FEATURES[feature].label,
  };
}
