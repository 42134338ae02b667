import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { trackPointSchema } from '../../../common/contract/fields';
import type { tripRouteSchema } from '../../../common/contract/trip-data';

export interface MapConfig {
  tileUrl: string;
  tileAttribution: string;
}

export type RoutePoint = z.input<typeof trackPointSchema>;

/** GET /api/trips/:id/route: simplified for display, with the full route's point count and miles. */
export type TripRoute = z.input<typeof tripRouteSchema>;

export const mapConfigQueryKey = ['/api/config'] as const;
export const routeQueryKey = (tripId: number) => ['/api/trips', tripId, 'route'] as const;

export function useMapConfig() {
  return useQuery<MapConfig>({ queryKey: mapConfigQueryKey });
}

export function useTripRoute(tripId: number) {
  return useQuery<TripRoute>({ queryKey: routeQueryKey(tripId), enabled: tripId > 0 });
}
