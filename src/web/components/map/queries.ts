import { useQuery } from '@tanstack/react-query';
import { routeQueryKey } from '@/lib/query-keys';
import type { TripRoute } from '../../../common/contract/trip-data';

export interface MapConfig {
  tileUrl: string;
  tileAttribution: string;
}

export const mapConfigQueryKey = ['/api/config'] as const;

export function useMapConfig() {
  return useQuery<MapConfig>({ queryKey: mapConfigQueryKey });
}

export function useTripRoute(tripId: number) {
  return useQuery<TripRoute>({ queryKey: routeQueryKey(tripId), enabled: tripId > 0 });
}
