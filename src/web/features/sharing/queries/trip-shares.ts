import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { TripShare } from '../types';

const fetchTripShares = (tripId: number) => getJson<TripShare[]>(`/api/trips/${tripId}/shares`);

/** How soon the list is read again while an invitation is being e-mailed, to show when it was sent. */
const WHILE_QUEUED_MS = 3000;

export const tripSharesQueryOptions = (tripId: number) =>
  queryOptions({
    queryKey: ['/api/trips', tripId, 'shares'],
    queryFn: () => fetchTripShares(tripId),
    refetchInterval: (query) =>
      query.state.data?.some((share) => share.delivery === 'queued') ? WHILE_QUEUED_MS : false,
  });

export function useTripShares(tripId: number) {
  return useQuery(tripSharesQueryOptions(tripId));
}
