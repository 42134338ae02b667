import { useQuery } from '@tanstack/react-query';
import { routeQueryKey } from '@/lib/query-keys';
import type { TripRoute } from '../../../common/contract/trip-data';

export function useTripRoute(tripId: number) {
  return useQuery<TripRoute>({ queryKey: routeQueryKey(tripId), enabled: tripId > 0 });
}
