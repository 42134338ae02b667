import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { PhotoSearchResult } from '../../../../common/contract/photos';

/** Photos asked for at a time: a few rows of the grid. */
export const PHOTO_SEARCH_PAGE = 48;

interface PhotoSearchArgs {
  q: string;
  /** One trip's photos; every trip the traveller may read when left out. */
  tripId?: number;
}

function fetchPhotoSearch({ q, tripId }: PhotoSearchArgs, offset: number) {
  const params = new URLSearchParams({ q, limit: String(PHOTO_SEARCH_PAGE), offset: String(offset) });
  if (tripId !== undefined) params.set('tripId', String(tripId));
  return getJson<PhotoSearchResult>(`/api/photos/search?${params}`);
}

export const photoSearchQueryOptions = (args: PhotoSearchArgs) =>
  infiniteQueryOptions({
    queryKey: ['/api/photos/search', args.q.trim(), args.tripId ?? null],
    queryFn: ({ pageParam }) => fetchPhotoSearch({ ...args, q: args.q.trim() }, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.photos.length, 0);
      return loaded < last.total && last.photos.length > 0 ? loaded : undefined;
    },
    enabled: args.q.trim() !== '',
    retry: false,
  });

export function usePhotoSearch(args: PhotoSearchArgs) {
  return useInfiniteQuery(photoSearchQueryOptions(args));
}

/** Every search answer, after a photo's tags changed. */
export function invalidatePhotoSearches(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: photoSearchQueryOptions({ q: '' }).queryKey.slice(0, 1) });
}
