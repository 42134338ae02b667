import { useQuery } from '@tanstack/react-query';
import { sharedTripsQueryKey, tripQueryKey, tripsQueryKey } from '@/lib/query-keys';
import type { Trip, TripDetail } from '../../../common/contract/trips';
import type { SharedTrip } from './types';

export function useTrips() {
  return useQuery<Trip[]>({ queryKey: tripsQueryKey });
}

export function useSharedTrips() {
  return useQuery<SharedTrip[]>({ queryKey: sharedTripsQueryKey });
}

export function useTrip(tripId: number) {
  return useQuery<TripDetail>({ queryKey: tripQueryKey(tripId), enabled: tripId > 0 });
}
