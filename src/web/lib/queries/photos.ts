import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { Photo } from '../../../common/contract/photos';
import { invalidateStops } from './stops';

const fetchPhotos = (tripId: number) => getJson<Photo[]>(`/api/trips/${tripId}/photos`);

export const photosQueryOptions = (tripId: number) =>
  queryOptions({
    queryKey: ['/api/trips', tripId, 'photos'],
    queryFn: () => fetchPhotos(tripId),
    enabled: tripId > 0,
  });

export function usePhotos(tripId: number) {
  return useQuery(photosQueryOptions(tripId));
}

/** Refreshes the photos, the stops (a photo can make one) and the trip after a photo changed. */
export async function invalidatePhotos(queryClient: QueryClient, tripId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: photosQueryOptions(tripId).queryKey }),
    invalidateStops(queryClient, tripId),
  ]);
}
