import type { QueryClient } from '@tanstack/react-query';
import { invalidateStops, routeQueryKey } from '@/lib/query-keys';

/** Refreshes the route, the stops and the trip after the route changed. */
export async function invalidateRoute(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: routeQueryKey(tripId) }),
    invalidateStops(queryClient, tripId),
  ]);
}
