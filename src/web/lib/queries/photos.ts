import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { Photo } from '../../../common/contract/photos';
import { invalidateStops } from './stops';

const fetchPhotos = (tripId: number) => getJson<Photo[]>(`/api/trips/${tripId}/photos`);

/** Photos are tagged in the background within a minute of their upload (on plans that tag them). */
const TAGGING_WINDOW_MS = 2 * 60_000;
const TAGGING_POLL_MS = 5_000;

const awaitingTags = (photos: readonly Photo[] | undefined) =>
  (photos ?? []).some(
    (photo) => photo.autoTags.length === 0 && Date.now() - Date.parse(photo.uploadedAt) < TAGGING_WINDOW_MS,
  );

export const photosQueryOptions = (tripId: number) =>
  queryOptions({
    queryKey: ['/api/trips', tripId, 'photos'],
    queryFn: () => fetchPhotos(tripId),
    enabled: tripId > 0,
    // Photos just uploaded are looked at again until their automatic tags arrive.
    refetchInterval: (query) => (awaitingTags(query.state.data) ? TAGGING_POLL_MS : false),
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
