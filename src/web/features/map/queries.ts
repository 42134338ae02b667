import { useQuery } from '@tanstack/react-query';

export interface MapConfig {
  tileUrl: string;
  tileAttribution: string;
}

export interface RoutePoint {
  lat: number;
  lng: number;
}

export interface TripRoute {
  tripId: number;
  /** Simplified for display. */
  routeData: RoutePoint[];
  /** Points of the full stored route. */
  pointCount: number;
  /** Miles over the full stored route. */
  totalDistance: number;
}

export const mapConfigQueryKey = ['/api/config'] as const;
export const routeQueryKey = (tripId: number) => ['/api/trips', tripId, 'route'] as const;

export function useMapConfig() {
  return useQuery<MapConfig>({ queryKey: mapConfigQueryKey });
}

export function useTripRoute(tripId: number) {
  return useQuery<TripRoute>({ queryKey: routeQueryKey(tripId), enabled: tripId > 0 });
}
