import { apiRequest, ifMatch } from '@/lib/api';
import { sendOrKeep } from '@/lib/outbox/sync';
import type { Photo } from '../../../common/contract/photos';
import type { TripDetail } from '../../../common/contract/trips';
import type { CreatedStopFromPhoto } from './types';

export interface PhotoChanges {
  caption: string | null;
  tags: string[];
}

/** Changes a photo's caption and tags; with a version, a photo changed by someone else since is refused (409). */
export async function updatePhoto(photoId: number, changes: PhotoChanges, version?: number): Promise<Photo> {
  const headers = version === undefined ? {} : ifMatch(version);
  return (await apiRequest('PUT', `/api/photos/${photoId}`, changes, headers)).json();
}

/**
 * The traveller's edit of a photo, from the version it started at; without a network it is kept on the device
 * ('kept') and sent when the network returns.
 */
export function savePhoto(
  photo: Pick<Photo, 'id' | 'tripId' | 'originalName'>,
  changes: PhotoChanges,
  version?: number,
): Promise<Photo | 'kept'> {
  return sendOrKeep<Photo>({
    method: 'PUT',
    url: `/api/photos/${photo.id}`,
    body: changes,
    headers: version === undefined ? undefined : ifMatch(version),
    tripId: photo.tripId,
    label: `Changes to ${photo.originalName}`,
  });
}

export async function deletePhoto(photoId: number): Promise<{ message: string }> {
  return (await apiRequest('DELETE', `/api/photos/${photoId}`)).json();
}

export async function createStopFromPhoto(photoId: number): Promise<CreatedStopFromPhoto> {
  return (await apiRequest('POST', `/api/photos/${photoId}/create-stop`)).json();
}

export async function removeAutoTag(photoId: number, tag: string): Promise<Photo> {
  return (await apiRequest('DELETE', `/api/photos/${photoId}/auto-tags/${encodeURIComponent(tag)}`)).json();
}

/** Shows the trip by this photo on its card and shared page; null goes back to the trip's first photo. */
export async function chooseCoverPhoto(tripId: number, photoId: number | null): Promise<TripDetail> {
  return (await apiRequest('PUT', `/api/trips/${tripId}/cover-photo`, { photoId })).json();
}
