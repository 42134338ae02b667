import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '@/lib/api';
import { sharedTripsQueryOptions } from '@/lib/queries/shared-trips';
import type { SharedTripView } from '../types';

const fetchSharedTrip = (token: string) =>
  getJson<SharedTripView>(`/api/shared-trip/${encodeURIComponent(token)}`);

/** The trip behind a share link, fetched afresh on every visit. */
export const sharedTripQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/shared-trip', token], queryFn: () => fetchSharedTrip(token), gcTime: 0 });

/**
 * Opening a share link can accept the share and a removed share disappears, so the signed-in visitor's
 * Shared with Me list is refreshed afterwards.
 */
export function useSharedTripView(token: string) {
  const queryClient = useQueryClient();
  const result = useQuery(sharedTripQueryOptions(token));
  const settled = !result.isFetching;
  useEffect(() => {
    if (settled) {
      void queryClient.invalidateQueries({ queryKey: sharedTripsQueryOptions().queryKey, exact: true });
    }
  }, [settled, queryClient]);
  return result;
}
