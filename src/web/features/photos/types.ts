import type { z } from 'zod';
import type { photoStopSchema, uploadedPhotoSchema } from '../../../common/contract/photos';

/** POST /api/trips/:id/photos: the new photo, whether it had GPS, and the stop it was filed under. */
export type UploadedPhoto = z.input<typeof uploadedPhotoSchema>;

/** POST /api/photos/:id/create-stop: no stop when the photo has no location; created is false for a stop nearby. */
export type CreatedStopFromPhoto = z.input<typeof photoStopSchema>;
