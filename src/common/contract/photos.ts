import { z } from 'zod';
import { isoDate } from './fields';
import { stopSchema } from './stops';
import { actorSchema } from './users';

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
  /** Tags found automatically (Premium): lower case, objects in the singular; empty until the photo is tagged. */
  autoTags: z.array(z.string()),
  /** A caption the vision service suggested, when one is configured. */
  captionSuggestion: z.string().nullable(),
  locationName: z.string().nullable(),
  /** Who uploaded the photo. */
  createdBy: actorSchema.nullable(),
  /** Raised by each change: send it as If-Match to edit only the version you saw. */
  version: z.number(),
  uploadedAt: isoDate,
});

/** POST /api/trips/:id/photos: the new photo, whether it had GPS, and the stop it was filed under. */
export const uploadedPhotoSchema = photoSchema.extend({
  hasGPS: z.boolean(),
  autoStopCreated: z.boolean(),
  stop: stopSchema.nullable(),
  /** How far the photo's GPS location is from the stop it was filed under, in metres; null unless both have one. */
  distanceFromStop: z.number().nullable(),
});

/** POST /api/photos/:id/create-stop: no stop when the photo has no location; created is false for one nearby. */
export const photoStopSchema = z.object({
  photo: photoSchema,
  autoCreatedStop: stopSchema.nullable(),
  created: z.boolean(),
});

/** A photo as it travels, dates as ISO strings: what the browser holds. */
export type Photo = z.input<typeof photoSchema>;

/** GET /api/photos/search: the page of matches, best first, each with its trip; total counts every match. */
/** A photo a search found, with the trip and stop it belongs to named. */
export const photoSearchHitSchema = photoSchema.extend({
  tripTitle: z.string(),
  stopName: z.string().nullable(),
});
export type PhotoSearchHit = z.input<typeof photoSearchHitSchema>;

export const photoSearchResultSchema = z.object({
  photos: z.array(photoSearchHitSchema),
  total: z.number(),
});
export type PhotoSearchResult = z.input<typeof photoSearchResultSchema>;
