import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { PrivacyZone } from '../../../common/schemas/privacy';

const fetchPrivacyZones = () => getJson<PrivacyZone[]>('/api/user/privacy-zones');

/** The signed-in traveller's privacy zones: edited in the profile, shaded on their own trip maps. */
export const privacyZonesQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: ['/api/user/privacy-zones'], queryFn: fetchPrivacyZones, enabled });

export function usePrivacyZones(enabled = true) {
  return useQuery(privacyZonesQueryOptions(enabled));
}
