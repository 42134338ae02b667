import { createContext, useContext } from 'react';
import { FEATURES, type Feature, PLANS, planTierOf, type Tier, tierIncludes } from '../../common/plans';
import { useAuth } from './queries/session';

/** On a trip's page: the plan its changes get, the owner's, which an editor works with too. */
const TripPlan = createContext<Tier | null>(null);
export const TripPlanProvider = TripPlan.Provider;

/**
 * Whether the signed-in traveller's plan has a paid feature, read before anything is asked of the server, and
 * the plan that brings it, as the server reads it (planTierOf).
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
  const tier = user ? planTierOf(user, user.isAdmin) : 'free';
  return {
    allowed: tierIncludes(tier, feature),
    planName: PLANS[FEATURES[feature].tier].name,
    label: FEATURES[feature].label,
  };
}
