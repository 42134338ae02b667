import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { ImmichLink } from '../../../common/contract/immich';

/** Null when the traveller has not linked an Immich server. */
const fetchImmichLink = () => getJson<ImmichLink | null>('/api/user/immich');

/** The traveller's linked Immich server: linked in the profile, imported from on the import screen. */
export const immichLinkQueryOptions = () =>
  queryOptions({ queryKey: ['/api/user/immich'], queryFn: fetchImmichLink });

export function useImmichLink() {
  return useQuery(immichLinkQueryOptions());
}
