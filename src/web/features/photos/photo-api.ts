import { apiRequest } from '@/lib/api';
import type { Photo } from '../../../common/contract/photos';
import type { CreatedStopFromPhoto } from './types';

export interface PhotoChanges {
  caption: string | null;
  tags: string[];
}

export async function updatePhoto(photoId: number, changes: PhotoChanges): Promise<Photo> {
  return (await apiRequest('PUT', `/api/photos/${photoId}`, changes)).json();
}

export async function deletePhoto(photoId: number): Promise<{ message: string }> {
  return (await apiRequest('DELETE', `/api/photos/${photoId}`)).json();
}

export async function createStopFromPhoto(photoId: number): Promise<CreatedStopFromPhoto> {
  return (await apiRequest('POST', `/api/photos/${photoId}/create-stop`)).json();
}
