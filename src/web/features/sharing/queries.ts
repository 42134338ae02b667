import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sharedTripsQueryKey } from '@/lib/query-keys';
import type { PersonResult, SharedTripView, TripShare } from './types';

export const USER_SEARCH_MIN_LENGTH = 2;

export const tripSharesQueryKey = (tripId: number) => ['/api/trips', tripId, 'shares'] as const;
const sharedTripQueryKey = (token: string) => ['/api/shared-trip', token] as const;

export function useTripShares(tripId: number) {
  return useQuery<TripShare[]>({ queryKey: tripSharesQueryKey(tripId) });
}

async function searchPeople(query: string): Promise<PersonResult[]> {
  try {
    const response = await fetch(`/api/users/search?q=${encodeURIComponent(query)}`, {
      credentials: 'include',
    });
    return response.ok ? ((await response.json()) as PersonResult[]) : [];
  } catch {
    return [];
  }
}

/** People matching the text; a failed search shows as no results. */
export function usePeopleSearch(query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: ['/api/users/search', text],
    queryFn: () => searchPeople(text),
    enabled: text.length >= USER_SEARCH_MIN_LENGTH,
    staleTime: 0,
  });
}

/**
 * The trip behind a share link, fetched afresh on every visit. Opening it can accept the share and a removed
 * share disappears, so the signed-in visitor's Shared with Me list is refreshed afterwards.
 */
export function useSharedTripView(token: string) {
  const queryClient = useQueryClient();
  const result = useQuery<SharedTripView>({ queryKey: sharedTripQueryKey(token), gcTime: 0 });
  const settled = !result.isFetching;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: sharedTripsQueryKey, exact: true });
  }, [settled, queryClient]);
  return result;
}
