import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { Stop } from '../../../common/contract/stops';
import { compareStops } from '../../../common/trips/stop-rules';
import { invalidateTrip } from './trip';

const fetchStops = (tripId: number) => getJson<Stop[]>(`/api/trips/${tripId}/stops`);

const inTripOrder = (stops: Stop[]) => [...stops].sort(compareStops);

/** The trip's stops in trip order (stopOrder, else arrival time). */
export const stopsQueryOptions = (tripId: number) =>
  queryOptions({
    queryKey: ['/api/trips', tripId, 'stops'],
    queryFn: () => fetchStops(tripId),
    enabled: tripId > 0,
    select: inTripOrder,
  });

export function useStops(tripId: number) {
  return useQuery(stopsQueryOptions(tripId));
}

/** Refreshes the stops, the trip and the trip list after a stop changed. */
export async function invalidateStops(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: stopsQueryOptions(tripId).queryKey }),
    invalidateTrip(queryClient, tripId),
  ]);
}
