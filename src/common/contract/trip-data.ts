import { z } from 'zod';
import { isoDate, trackPointSchema } from './fields';
import { photoSchema } from './photos';
import { stopSchema } from './stops';
import { tripSchema } from './trips';

/** GET /api/trips/:id/export/data: what the browser needs to build the PDF travel guide. */
export const exportDataSchema = z.object({
  trip: tripSchema,
  stops: z.array(stopSchema),
  photos: z.array(photoSchema),
  photosByStop: z.record(z.string(), z.array(photoSchema)),
  metadata: z.object({ totalStops: z.number(), totalPhotos: z.number(), duration: z.number() }),
});

/** GET /api/trips/:id/route: simplified for display, with the full route's point count and miles. */
export const tripRouteSchema = z.object({
  tripId: z.number(),
  routeData: z.array(trackPointSchema),
  pointCount: z.number(),
  totalDistance: z.number(),
  updatedAt: isoDate.nullable(),
});

export const routeImportSchema = z.object({
  pointsImported: z.number(),
  totalPoints: z.number(),
  stopsAdded: z.number(),
  totalDistance: z.number(),
});

export const recordedPointsSchema = z.object({
  added: z.number(),
  totalPoints: z.number(),
  totalDistance: z.number(),
});

export type TripRoute = z.input<typeof tripRouteSchema>;
