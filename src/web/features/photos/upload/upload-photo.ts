import { type SentForm, sendForm } from '@/lib/send-form';
import type { UploadedPhoto } from '../types';

export type PhotoUpload = SentForm<UploadedPhoto>;
export { isAbort } from '@/lib/send-form';

/**
 * Sends one photo; progress follows the bytes up to 90, and reaches 100 when the server has accepted the photo
 * (while it checks the photo and makes its thumbnail the bar waits there).
 */
export function uploadPhoto(
  tripId: number,
  file: File,
  stopId: number | undefined,
  onProgress: (percent: number) => void,
  /** The same key goes with the photo if it is kept on the device to be sent again: it is stored once. */
  idempotencyKey: string,
): PhotoUpload {
  const form = new FormData();
  if (stopId !== undefined) form.append('stopId', String(stopId));
  form.append('photo', file);
  return sendForm<UploadedPhoto>(`/api/trips/${tripId}/photos`, form, onProgress, {
    failure: 'The photo could not be sent',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
