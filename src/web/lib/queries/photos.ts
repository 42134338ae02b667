import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { Photo } from '../../../common/contract/photos';
import { invalidateStops } from './stops';

const fetchPhotos = (tripId: number) => getJson<Photo[]>(`/api/trips/${tripId}/photos`);

/** Photos are tagged in the background within a minute of their upload (on plans that tag them). */
const TAGGING_WINDOW_MS = 2 * 60_000;
const TAGGING_POLL_MS = 5_000;

/** When the newest photo without automatic tags was uploaded, by photo list: a list is read at every update. */
const newestUntagged = new WeakMap<readonly Photo[], number>();

function newestUntaggedUpload(photos: readonly Photo[]): number {
  let newest = newestUntagged.get(photos);
  if (newest === undefined) {
    // The server writes every time in one ISO 8601 form, whose text order is time order: one date parsed, not
    // one per photo (5,000 of them took 17 ms of a trip page's first render).
    let latest = '';
    for (const photo of photos) {
      if (photo.autoTags.length === 0 && photo.uploadedAt > latest) latest = photo.uploadedAt;
    }
    newest = latest === '' ? Number.NEGATIVE_INFINITY : Date.parse(latest);
    newestUntagged.set(photos, newest);
  }
  return newest;
}

/** Whether a photo of the list may still be given automatic tags, at `now`. */
export const awaitingTags = (photos: readonly Photo[] | undefined, now = Date.now()) =>
  photos !== undefined && now - newestUntaggedUpload(photos) < TAGGING_WINDOW_MS;

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
