import { z } from 'zod';
import { TIERS } from '../plans';
import { DISTANCE_SOURCES } from '../stats/trip-stats';
import { isoDate, tripStatus } from './fields';

/**
 * The distance every screen shows: from the recorded route once there is one (its great-circle length), else
 * between the located stops one to the next in trip order, else the typed `totalMiles`; one decimal.
 */
export const tripDistanceSchema = z.object({ miles: z.number(), source: z.enum(DISTANCE_SOURCES) });

/** The driving time every screen shows: time moving along a recorded route with times, else the typed one. */
export const tripDrivingSchema = z.object({ time: z.string(), source: z.enum(['route', 'typed']) });

export const tripSchema = z.object({
  id: z.number(),
  userId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  startLocation: z.string(),
  endLocation: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** As typed; `distance` is the figure to show. */
  totalMiles: z.number(),
  /** As typed; `driving` is the figure to show. */
  drivingTime: z.string(),
  distance: tripDistanceSchema,
  driving: tripDrivingSchema,
  /** End date minus start date in days, rounded up. */
  days: z.number(),
  status: tripStatus,
  shareUrl: z.string().nullable(),
  /** Raised by each edit of the trip's own fields: send it as If-Match to edit only the version you saw. */
  version: z.number(),
  /** The photo the owner chose to show the trip by. */
  coverPhotoId: z.number().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** The picture a trip card shows: the chosen cover, else the trip's first photo. */
export const tripCoverSchema = z.object({
  photoId: z.number(),
  filename: z.string(),
  thumbnailFilename: z.string().nullable(),
});

/** A trip in the owner's list: the trip and the picture its card shows. */
export const tripCardSchema = tripSchema.extend({ cover: tripCoverSchema.nullable() });

/**
 * A trip opened by GET /api/trips/:id; canEdit is true for the owner and editors (an edit share), role says
 * which, and `admin` for an administrator reading someone else's trip.
 */
export const tripDetailSchema = tripSchema.extend({
  canEdit: z.boolean(),
  role: z.enum(['owner', 'editor', 'admin']),
  /** The plan whose features changes to this trip get: its owner's, for editors too (`pro` for an administrator). */
  planTier: z.enum(TIERS),
});

/** A trip as it travels, dates as ISO strings: what the browser holds. */
export type Trip = z.input<typeof tripSchema>;
export type TripDetail = z.input<typeof tripDetailSchema>;
export type TripCard = z.input<typeof tripCardSchema>;
export type TripCover = z.input<typeof tripCoverSchema>;
export type TripDistance = z.infer<typeof tripDistanceSchema>;
export type TripDriving = z.infer<typeof tripDrivingSchema>;
