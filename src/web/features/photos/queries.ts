import { useQuery } from '@tanstack/react-query';
import type { Photo } from './types';

export const photosQueryKey = (tripId: number) => ['/api/trips', tripId, 'photos'] as const;

export function usePhotos(tripId: number) {
  return useQuery<Photo[]>({ queryKey: photosQueryKey(tripId), enabled: tripId > 0 });
}
