import { z } from 'zod';
import { DISTANCE_SOURCES } from '../stats/trip-stats';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const yearFiguresSchema = z.object({
  year: z.number(),
  trips: z.number(),
  days: z.number(),
  distanceMiles: z.number(),
});

/** GET /api/stats and GET /api/stats/{year}: the traveller's own trips, drafts left out. */
export const travelStatsSchema = z.object({
  trips: z.number(),
  /** Calendar days on the road, a day two trips share counted once. */
  days: z.number(),
  distanceMiles: z.number(),
  stops: z.number(),
  photos: z.number(),
  voiceMemos: z.number(),
  countries: z.array(z.object({ code: z.string(), name: z.string(), firstVisit: day, trips: z.number() })),
  years: z.array(yearFiguresSchema),
});
export type TravelStats = z.infer<typeof travelStatsSchema>;

const tripRef = { tripId: z.number(), title: z.string() };

/** GET /api/stats/highlights: what the statistics page draws beside the figures. */
export const statsHighlightsSchema = z.object({
  /** How many trips' distance comes from a recorded route, from the stops, or from the typed total. */
  distanceSources: z.object({ route: z.number(), stops: z.number(), typed: z.number() }),
  /** First-level regions visited: the country code and the gazetteer's region code ("US-CA", "FR-11"). */
  regions: z.array(z.string()),
  months: z.array(
    z.object({ month: z.string(), trips: z.number(), days: z.number(), distanceMiles: z.number() }),
  ),
  records: z.object({
    longestTrip: z.object({ ...tripRef, days: z.number(), distanceMiles: z.number() }).nullable(),
    longestDay: z.object({ ...tripRef, date: day, distanceMiles: z.number() }).nullable(),
    mostPhotographed: z.object({ ...tripRef, name: z.string(), photos: z.number() }).nullable(),
  }),
  trips: z.array(
    z.object({
      ...tripRef,
      startDate: day,
      endDate: day,
      distanceMiles: z.number(),
      distanceSource: z.enum(DISTANCE_SOURCES),
    }),
  ),
  /** Every stop and photo, counted in cells of a tenth of a degree: [lat, lng, count]. */
  places: z.array(z.tuple([z.number(), z.number(), z.number()])),
  /** Trips just changed whose figures are still being worked out: counted as they were before, or not yet. */
  updatingTrips: z.number(),
});
export type StatsHighlights = z.infer<typeof statsHighlightsSchema>;

/** One of the year's best photos; `url` is its thumbnail, for the owner or through the public link. */
export const reviewPhotoSchema = z.object({
  id: z.number(),
  caption: z.string().nullable(),
  place: z.string().nullable(),
  tripTitle: z.string(),
  url: z.string(),
});

/** GET /api/stats/{year}/review: the owner's year in review, with its public link when there is one. */
export const yearReviewSchema = z.object({
  year: z.number(),
  stats: travelStatsSchema,
  highlights: statsHighlightsSchema,
  photos: z.array(reviewPhotoSchema),
  publicUrl: z.string().nullable(),
});
export type YearReview = z.infer<typeof yearReviewSchema>;

/** GET /api/year-review/{token}: what anyone holding the public link sees. */
export const publicYearReviewSchema = yearReviewSchema.omit({ publicUrl: true }).extend({
  owner: z.object({ name: z.string() }),
  pdfUrl: z.string(),
});
export type PublicYearReview = z.infer<typeof publicYearReviewSchema>;

/** POST /api/stats/{year}/public-link */
export const reviewLinkSchema = z.object({ publicUrl: z.string() });

const tripDaySchema = z.object({
  date: day,
  distanceMiles: z.number(),
  movingSeconds: z.number(),
  stoppedSeconds: z.number(),
});

/** GET /api/trips/{id}/analytics: distance per day and, from a timed route, time driving and stopped. */
export const tripAnalyticsSchema = z.object({
  distanceMiles: z.number(),
  distanceSource: z.enum(DISTANCE_SOURCES),
  /** Whether the recorded route carries times, which driving and stopped time come from. */
  timed: z.boolean(),
  movingSeconds: z.number(),
  stoppedSeconds: z.number(),
  /** Miles per hour while moving; null without a timed route. */
  averageMovingMph: z.number().nullable(),
  days: z.array(tripDaySchema),
});
export type TripAnalytics = z.infer<typeof tripAnalyticsSchema>;
