import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { TripShare } from '../types';

const fetchTripShares = (tripId: number) => getJson<TripShare[]>(`/api/trips/${tripId}/shares`);

export const tripSharesQueryOptions = (tripId: number) =>
  queryOptions({ queryKey: ['/api/trips', tripId, 'shares'], queryFn: () => fetchTripShares(tripId) });

export function useTripShares(tripId: number) {
  return useQuery(tripSharesQueryOptions(tripId));
}
