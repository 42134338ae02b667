import { createContext, useContext } from 'react';
import { effectiveTier, FEATURES, type Feature, PLANS, type Tier, tierIncludes } from '../../common/plans';
import { useAuth } from './queries/session';

/** On a trip's page: the plan its changes get, the owner's, which an editor works with too. */
const TripPlan = createContext<Tier | null>(null);
export const TripPlanProvider = TripPlan.Provider;

/**
 * Whether the signed-in traveller's plan has a paid feature, read before anything is asked of the server, and
 * the plan that brings it. Administrators have every feature, as on the server.
 */
export function usePlanFeature(feature: Feature) {
  const { user } = useAuth();
  const tripPlan = useContext(TripPlan);
  if (tripPlan) {
    return {
      allowed: tierIncludes(tripPlan, feature),
      planName: PLANS[FEATURES[feature].tier].name,
      label: FEATURES[feature].label,
    };
  }
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
