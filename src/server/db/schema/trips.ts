import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AiDescriptionSource } from '../../../common/contract/stops';
import {
  DISTANCE_SOURCES,
  type TopPlace,
  type TripCountry,
  type TripDay,
} from '../../../common/stats/trip-stats';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { photos } from './photos';

export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    startLocation: text('start_location').notNull(),
    endLocation: text('end_location').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    totalMiles: doublePrecision('total_miles').notNull().default(0),
    drivingTime: text('driving_time').notNull().default('0h 0m'),
    status: text('status', { enum: ['draft', 'active', 'completed', 'suspended'] })
      .notNull()
      .default('active'),
    /** While an administrator holds the trip suspended, the status it goes back to. */
    statusBeforeSuspension: text('status_before_suspension', { enum: ['draft', 'active', 'completed'] }),
    shareUrl: text('share_url'),
    /** The photo the owner chose to show the trip by; without one the first photo stands in. */
    coverPhotoId: integer('cover_photo_id').references((): AnyPgColumn => photos.id, {
      onDelete: 'set null',
    }),
    /** Raised by the database on every change to the trip, its stops, photos or route: the key of cached reads. */
    contentVersion: integer('content_version').notNull().default(1),
    /** Raised by each edit of the trip's own fields: what an edit's If-Match is compared with. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trips_user_idx').on(t.userId, t.createdAt),
    // Deleting a photo looks for the trip it is the cover of.
    index('trips_cover_photo_idx').on(t.coverPhotoId),
  ],
);

export const tripStops = pgTable(
  'trip_stops',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    comments: text('comments'),
    visitType: text('visit_type').notNull().default('scenic'),
    arrivalTime: timestamp('arrival_time', { withTimezone: true }),
    departureTime: timestamp('departure_time', { withTimezone: true }),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    stopOrder: integer('stop_order'),
    wikipediaUrl: text('wikipedia_url'),
    websiteUrl: text('website_url'),
    aiDescription: text('ai_description'),
    aiDescriptionSource: text('ai_description_source').$type<AiDescriptionSource>(),
    voiceMemoFilename: text('voice_memo_filename'),
    voiceMemoDuration: integer('voice_memo_duration'),
    voiceMemoSize: integer('voice_memo_size'),
    voiceMemoMimetype: text('voice_memo_mimetype'),
    voiceMemoTranscript: text('voice_memo_transcript'),
    /** Who recorded the memo: an editor may delete only their own. */
    voiceMemoCreatedById: integer('voice_memo_created_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Who added the stop (null for stops from before attribution, or whose author left). */
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Raised by each change to the stop: what an edit's If-Match is compared with. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trip_stops_trip_idx').on(t.tripId),
    // A voice memo's request finds its stop by the file's name.
    index('trip_stops_voice_memo_filename_idx').on(t.voiceMemoFilename),
  ],
);

export interface RoutePoint {
  lat: number;
  lng: number;
  time?: string;
  ele?: number;
}

export const gpsRoutes = pgTable('gps_routes', {
  id: serial('id').primaryKey(),
  tripId: integer('trip_id')
    .notNull()
    .unique()
    .references(() => trips.id, { onDelete: 'cascade' }),
  routeData: jsonb('route_data').$type<RoutePoint[]>().notNull().default([]),
  totalDistance: doublePrecision('total_distance').notNull().default(0),
  /** Time moving along the route's timed points (`routeMovingSeconds`), 0 without times. */
  movingSeconds: doublePrecision('moving_seconds').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tripStats = pgTable('trip_stats', {
  tripId: integer('trip_id')
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  contentVersion: integer('content_version').notNull(),
  distanceMiles: doublePrecision('distance_miles').notNull(),
  distanceSource: text('distance_source', { enum: DISTANCE_SOURCES }).notNull(),
  stops: integer('stops').notNull(),
  photos: integer('photos').notNull(),
  voiceMemos: integer('voice_memos').notNull(),
  countries: jsonb('countries').$type<TripCountry[]>().notNull(),
  regions: jsonb('regions').$type<string[]>().notNull(),
  days: jsonb('days').$type<TripDay[]>().notNull(),
  topPlace: jsonb('top_place').$type<TopPlace | null>(),
  /** Stops and photos counted in cells of a tenth of a degree: [lat, lng, count]. */
  cells: jsonb('cells').$type<[number, number, number][]>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TripRow = typeof trips.$inferSelect;
