import { useAppConfig } from '@/lib/queries/config';
import { FEATURE_SERVICES } from '../../../common/services';

/** Whether a plan feature (as the plans list it) needs a service this server has not set up. */
export function useUnavailableFeature(): (feature: string) => boolean {
  const services = useAppConfig().data?.services;
  return (feature) => {
    const service = FEATURE_SERVICES[feature];
    return service !== undefined && services?.[service] === false;
  };
}
