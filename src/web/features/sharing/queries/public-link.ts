import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { PublicLink } from '../types';

const fetchPublicLink = (tripId: number) => getJson<PublicLink | null>(`/api/trips/${tripId}/public-link`);

/** The trip's public link with its settings and how often it was opened; null when it has none. */
export const publicLinkQueryOptions = (tripId: number, enabled = true) =>
  queryOptions({
    queryKey: ['/api/trips', tripId, 'public-link'],
    queryFn: () => fetchPublicLink(tripId),
    enabled,
  });

export function usePublicLink(tripId: number, enabled = true) {
  return useQuery(publicLinkQueryOptions(tripId, enabled));
}
