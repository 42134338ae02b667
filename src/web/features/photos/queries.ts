import { type QueryClient, useQuery } from '@tanstack/react-query';
import { invalidateStops } from '../stops/queries';
import type { Photo } from './types';

export const photosQueryKey = (tripId: number) => ['/api/trips', tripId, 'photos'] as const;

export function usePhotos(tripId: number) {
  return useQuery<Photo[]>({ queryKey: photosQueryKey(tripId), enabled: tripId > 0 });
}

/** Refreshes the photos, the stops (a photo can make one) and the trip after a photo changed. */
export async function invalidatePhotos(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: photosQueryKey(tripId) }),
    invalidateStops(queryClient, tripId),
  ]);
}
