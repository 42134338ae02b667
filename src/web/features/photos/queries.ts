import { useQuery } from '@tanstack/react-query';
import { photosQueryKey } from '@/lib/query-keys';
import type { Photo } from '../../../common/contract/photos';

export function usePhotos(tripId: number) {
  return useQuery<Photo[]>({ queryKey: photosQueryKey(tripId), enabled: tripId > 0 });
}
