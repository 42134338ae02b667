import type { z } from 'zod';
import type { photoSchema, photoStopSchema, uploadedPhotoSchema } from '../../../common/contract/photos';

/** A photo as GET /api/trips/:id/photos returns it. */
export type Photo = z.input<typeof photoSchema>;

/** POST /api/trips/:id/photos: the new photo, whether it had GPS, and the stop it was filed under. */
export type UploadedPhoto = z.input<typeof uploadedPhotoSchema>;

/** POST /api/photos/:id/create-stop: no stop when the photo has no location; created is false for a stop nearby. */
export type CreatedStopFromPhoto = z.input<typeof photoStopSchema>;

/** The small version of a photo when there is one, else the photo itself. */
export const thumbnailUrl = (photo: Pick<Photo, 'filename' | 'thumbnailFilename'>) =>
  photo.thumbnailFilename ? `/uploads/thumbs/${photo.thumbnailFilename}` : `/uploads/${photo.filename}`;

export const originalUrl = (photo: Pick<Photo, 'filename'>) => `/uploads/${photo.filename}`;

/** What a photo is called on screen: its caption, else the name of the file it came from. */
export const photoTitle = (photo: Pick<Photo, 'caption' | 'originalName'>) =>
  photo.caption || photo.originalName;
