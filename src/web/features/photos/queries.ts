import { useQuery } from '@tanstack/react-query';
import type { Photo } from '../../../common/contract/photos';
import { photosQueryKey } from '../../lib/query-keys';

export function usePhotos(tripId: number) {
  return useQuery<Photo[]>({ queryKey: photosQueryKey(tripId), enabled: tripId > 0 });
}
