import { z } from 'zod';
import { isoDate } from './fields';
import { stopSchema } from './stops';

export const photoSchema = z.object({
  id: z.number(),
  tripId: z.number(),
  stopId: z.number().nullable(),
  filename: z.string(),
  thumbnailFilename: z.string().nullable(),
  originalName: z.string(),
  mimetype: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  takenAt: isoDate.nullable(),
  caption: z.string().nullable(),
  tags: z.array(z.string()),
  locationName: z.string().nullable(),
  uploadedAt: isoDate,
});

/** POST /api/trips/:id/photos: the new photo, whether it had GPS, and the stop it was filed under. */
export const uploadedPhotoSchema = photoSchema.extend({
  hasGPS: z.boolean(),
  autoStopCreated: z.boolean(),
  stop: stopSchema.nullable(),
});

/** POST /api/photos/:id/create-stop: no stop when the photo has no location; created is false for one nearby. */
export const photoStopSchema = z.object({
  photo: photoSchema,
  autoCreatedStop: stopSchema.nullable(),
  created: z.boolean(),
});

/** A photo as it travels, dates as ISO strings: what the browser holds. */
export type Photo = z.input<typeof photoSchema>;
