import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { TripRoute } from '../../../common/contract/trip-data';
import { invalidateStops } from './stops';

const fetchRoute = (tripId: number) => getJson<TripRoute>(`/api/trips/${tripId}/route`);

/** The trip's recorded or imported track, read by the map and by the travel guide export. */
export const routeQueryOptions = (tripId: number) =>
  queryOptions({
    queryKey: ['/api/trips', tripId, 'route'],
    queryFn: () => fetchRoute(tripId),
    enabled: tripId > 0,
  });

export function useTripRoute(tripId: number) {
  return useQuery(routeQueryOptions(tripId));
}

/** Refreshes the route, the stops and the trip after the route changed. */
export async function invalidateRoute(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: routeQueryOptions(tripId).queryKey }),
    invalidateStops(queryClient, tripId),
  ]);
}
