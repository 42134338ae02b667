import { apiErrorFrom } from '@/lib/api';
import type { UploadedPhoto } from '../types';

/** The bar stops here while the server checks the photo and makes its thumbnail. */
const PROGRESS_BEFORE_REPLY = 90;

export interface PhotoUpload {
  done: Promise<UploadedPhoto>;
  abort: () => void;
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends one photo with XMLHttpRequest, whose upload events report the bytes sent: fetch cannot.
 * Progress follows the bytes up to 90, and reaches 100 when the server has accepted the photo.
 */
export function uploadPhoto(
  tripId: number,
  file: File,
  stopId: number | undefined,
  onProgress: (percent: number) => void,
): PhotoUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadedPhoto>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress(Math.min(PROGRESS_BEFORE_REPLY, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFrom(request.status, request.responseText, request.statusText));
        return;
      }
      try {
        const photo = JSON.parse(request.responseText) as UploadedPhoto;
        onProgress(100);
        resolve(photo);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new TypeError('The photo could not be sent'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
  });

  const form = new FormData();
  if (stopId !== undefined) form.append('stopId', String(stopId));
  form.append('photo', file);
  request.open('POST', `/api/trips/${tripId}/photos`);
  request.withCredentials = true;
  request.send(form);
  return { done, abort: () => request.abort() };
}
