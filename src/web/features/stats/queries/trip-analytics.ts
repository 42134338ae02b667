import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import { useTrip } from '@/lib/queries/trip';
import type { TripAnalytics } from '../../../../common/contract/stats';

/** Keyed by when the trip was last read, which every change to its stops, photos or route refreshes. */
export const tripAnalyticsQueryOptions = (tripId: number, tripReadAt: number) =>
  queryOptions({
    queryKey: ['/api/trips', tripId, 'analytics', tripReadAt],
    queryFn: () => getJson<TripAnalytics>(`/api/trips/${tripId}/analytics`),
    placeholderData: keepPreviousData,
  });

export function useTripAnalytics(tripId: number, enabled: boolean) {
  const trip = useTrip(tripId);
  return useQuery({ ...tripAnalyticsQueryOptions(tripId, trip.dataUpdatedAt), enabled });
}
