import { type QueryClient, useQuery } from '@tanstack/react-query';
import { compareStops } from '../../../common/trips/stop-rules';
import { invalidateTrip } from '../trips/queries';
import type { Stop } from './types';

export const stopsQueryKey = (tripId: number) => ['/api/trips', tripId, 'stops'] as const;

const inTripOrder = (stops: Stop[]) => [...stops].sort(compareStops);

/** The trip's stops in trip order (stopOrder, else arrival time). */
export function useStops(tripId: number) {
  return useQuery<Stop[]>({ queryKey: stopsQueryKey(tripId), enabled: tripId > 0, select: inTripOrder });
}

/** Refreshes the stops, the trip and the trip list after a stop changed. */
export async function invalidateStops(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: stopsQueryKey(tripId) }),
    invalidateTrip(queryClient, tripId),
  ]);
}
