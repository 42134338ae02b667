import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { SharedTrip, Trip, TripDetail } from './types';

export const tripsQueryKey = ['/api/trips'] as const;
export const sharedTripsQueryKey = ['/api/shared-trips'] as const;
export const tripQueryKey = (tripId: number) => ['/api/trips', tripId] as const;

export function useTrips() {
  return useQuery<Trip[]>({ queryKey: tripsQueryKey });
}

export function useSharedTrips() {
  return useQuery<SharedTrip[]>({ queryKey: sharedTripsQueryKey });
}

export function useTrip(tripId: number) {
  return useQuery<TripDetail>({ queryKey: tripQueryKey(tripId), enabled: tripId > 0 });
}

/** Refreshes one trip and the trip list after a change to the trip or anything it holds. */
export async function invalidateTrip(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tripQueryKey(tripId), exact: true }),
    queryClient.invalidateQueries({ queryKey: tripsQueryKey, exact: true }),
  ]);
}
