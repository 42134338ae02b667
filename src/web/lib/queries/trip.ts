import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { TripDetail } from '../../../common/contract/trips';
import { tripsQueryOptions } from './trips';

const fetchTrip = (tripId: number) => getJson<TripDetail>(`/api/trips/${tripId}`);

/** One trip; its key begins the keys of its stops, photos, route and shares. */
export const tripQueryOptions = (tripId: number) =>
  queryOptions({ queryKey: ['/api/trips', tripId], queryFn: () => fetchTrip(tripId), enabled: tripId > 0 });

export function useTrip(tripId: number) {
  return useQuery(tripQueryOptions(tripId));
}

/** Refreshes one trip and the trip list after a change to the trip or anything it holds. */
export async function invalidateTrip(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tripQueryOptions(tripId).queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: tripsQueryOptions().queryKey, exact: true }),
  ]);
}
