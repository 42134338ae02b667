import { useAppConfig } from '@/lib/queries/config';
import { FEATURE_SERVICES } from '../../../common/services';

/** How this server offers a plan feature: as described, not at all, or done offline. */
export type FeatureHere = 'offered' | 'unavailable' | 'offline';

/** Whether a plan feature (as the plans list it) needs a service this server has not set up, and what it is then. */
export function useFeatureHere(): (feature: string) => FeatureHere {
  const services = useAppConfig().data?.services;
  return (feature) => {
    const needs = FEATURE_SERVICES[feature];
    return needs !== undefined && services?.[needs.service] === false ? needs.without : 'offered';
  };
}
