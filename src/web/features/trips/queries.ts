import { useQuery } from '@tanstack/react-query';
import type { SharedTrip, Trip } from './types';

export const tripsQueryKey = ['/api/trips'] as const;
export const sharedTripsQueryKey = ['/api/shared-trips'] as const;

export function useTrips() {
  return useQuery<Trip[]>({ queryKey: tripsQueryKey });
}

export function useSharedTrips() {
  return useQuery<SharedTrip[]>({ queryKey: sharedTripsQueryKey });
}
