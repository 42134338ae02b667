import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api';
import type { ImmichLink } from '../../../common/contract/immich';

/** Null when the traveller has not linked an Immich server (the server answers 404). */
async function fetchImmichLink(): Promise<ImmichLink | null> {
  try {
    return await getJson<ImmichLink>('/api/user/immich');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The traveller's linked Immich server: linked in the profile, imported from on the import screen. */
export const immichLinkQueryOptions = () =>
  queryOptions({ queryKey: ['/api/user/immich'], queryFn: fetchImmichLink });

export function useImmichLink() {
  return useQuery(immichLinkQueryOptions());
}
