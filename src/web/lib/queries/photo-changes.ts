import type { QueryClient } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { Photo } from '../../../common/contract/photos';
import { MAX_PHOTOS_BY_ID } from '../../../common/limits';
import { gatherByTrip } from './gathered-refresh';
import { photosQueryOptions } from './photos';

const byUpload = (a: Photo, b: Photo) =>
  a.uploadedAt < b.uploadedAt ? -1 : a.uploadedAt > b.uploadedAt ? 1 : a.id - b.id;

/**
 * The trip's cached photo list with `changed` in it (replaced, or added in the list's order) and the photos of
 * `gone` taken out. A list not read yet is left alone: it comes whole when it is read.
 */
export function mergePhotos(
  queryClient: QueryClient,
  tripId: number,
  changed: readonly Photo[],
  gone: readonly number[] = [],
): void {
  queryClient.setQueryData(photosQueryOptions(tripId).queryKey, (list) => {
    if (!list) return list;
    const fresh = new Map(changed.map((photo) => [photo.id, photo]));
    const dropped = new Set(gone);
    const kept = list.filter((photo) => !dropped.has(photo.id) && !fresh.has(photo.id));
    const merged = [...kept, ...fresh.values()];
    // Kept photos are already in order: a sort is needed only when a photo came in.
    return fresh.size > 0 ? merged.sort(byUpload) : merged;
  });
}

async function readChanged(queryClient: QueryClient, tripId: number, told: Set<number>): Promise<void> {
  const ids = [...told];
  for (let start = 0; start < ids.length; start += MAX_PHOTOS_BY_ID) {
    const asked = ids.slice(start, start + MAX_PHOTOS_BY_ID);
    try {
      const photos = await getJson<Photo[]>(`/api/trips/${tripId}/photos?ids=${asked.join(',')}`);
      const found = new Set(photos.map((photo) => photo.id));
      mergePhotos(
        queryClient,
        tripId,
        photos,
        asked.filter((id) => !found.has(id)),
      );
    } catch {
      // Not read (the trip gone, the network down): the whole list is read again instead.
      await queryClient.invalidateQueries({ queryKey: photosQueryOptions(tripId).queryKey });
      return;
    }
  }
}

/**
 * Told that these photos of the trip changed (added, edited, tagged, deleted): reads them alone, together with
 * the others told in the same moment, and puts them into the cached list (a deleted one is found gone).
 */
export const photosChanged: (client: QueryClient, tripId: number, ids: readonly number[]) => void =
  gatherByTrip<number>((client, tripId, told) => {
    void readChanged(client, tripId, told);
  });
