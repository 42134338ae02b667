import type { QueryClient } from '@tanstack/react-query';

/**
 * The query keys that more than one feature reads or refreshes, and the refreshes a change sets off: a photo
 * can make a stop, and a stop changes its trip's distance and dates.
 */
export const SESSION_QUERY_KEY = ['/api/user'] as const;
export const maintenanceQueryKey = ['/api/maintenance'] as const;
export const configQueryKey = ['/api/config'] as const;
export const tripsQueryKey = ['/api/trips'] as const;
export const sharedTripsQueryKey = ['/api/shared-trips'] as const;
export const tripQueryKey = (tripId: number) => ['/api/trips', tripId] as const;
export const stopsQueryKey = (tripId: number) => ['/api/trips', tripId, 'stops'] as const;
export const photosQueryKey = (tripId: number) => ['/api/trips', tripId, 'photos'] as const;
export const routeQueryKey = (tripId: number) => ['/api/trips', tripId, 'route'] as const;

/** Refreshes one trip and the trip list after a change to the trip or anything it holds. */
export async function invalidateTrip(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tripQueryKey(tripId), exact: true }),
    queryClient.invalidateQueries({ queryKey: tripsQueryKey, exact: true }),
  ]);
}

/** Refreshes the stops, the trip and the trip list after a stop changed. */
export async function invalidateStops(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: stopsQueryKey(tripId) }),
    invalidateTrip(queryClient, tripId),
  ]);
}

/** Refreshes the photos, the stops (a photo can make one) and the trip after a photo changed. */
export async function invalidatePhotos(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: photosQueryKey(tripId) }),
    invalidateStops(queryClient, tripId),
  ]);
}
