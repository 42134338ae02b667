import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
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
import { createdAt, tsvector, updatedAt } from './columns';

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
    /** ISO 3166-1 alpha-2, when the stop's source named its country (a Polarsteps step, a Roadbook export). */
    country: text('country'),
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
  /** The route's first points; those added at its end since it was last written whole are in its parts. */
  routeData: jsonb('route_data').$type<RoutePoint[]>().notNull().default([]),
  /** Points in `route_data` and the parts. */
  pointCount: integer('point_count').notNull().default(0),
  totalDistance: doublePrecision('total_distance').notNull().default(0),
  /** Time moving along the route's timed points (`routeMovingSeconds`), 0 without times. */
  movingSeconds: doublePrecision('moving_seconds').notNull().default(0),
  /**
   * The route's last point while every point has a time and they come in time order, so that points recorded
   * after it are appended without reading the route; null otherwise, and then a batch is merged into the route.
   */
  lastPoint: jsonb('last_point').$type<RoutePoint>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Points added at the end of a route, each batch a row, in the order added (`id`): the route is its `route_data`
 * followed by its parts' points, so that adding a batch leaves the points stored before unread and unwritten.
 */
export const gpsRouteParts = pgTable(
  'gps_route_parts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => gpsRoutes.id, { onDelete: 'cascade' }),
    points: jsonb('points').$type<RoutePoint[]>().notNull(),
  },
  (t) => [index('gps_route_parts_route_idx').on(t.routeId, t.id)],
);

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

/** Photos live beside trips because each points at the other: a photo at its trip, a trip at its cover photo. */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    stopId: integer('stop_id').references(() => tripStops.id, { onDelete: 'set null' }),
    filename: text('filename').notNull().unique(),
    thumbnailFilename: text('thumbnail_filename'),
    /** The full-size copy without EXIF, XMP or IPTC that everyone but the owner is served. */
    sharedFilename: text('shared_filename'),
    /** False from the upload until the thumbnail is stored (by a background job, or on the first request). */
    thumbnailMade: boolean('thumbnail_made').notNull().default(true),
    originalName: text('original_name').notNull(),
    mimetype: text('mimetype').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    caption: text('caption'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    locationName: text('location_name'),
    /** Who uploaded the photo: an editor may delete only their own. */
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Raised by each change to the photo: what an edit's If-Match is compared with. */
    version: integer('version').notNull().default(1),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tags found in the picture and from what is known of it (sun, season, colours, camera …). */
    autoTags: text('auto_tags').array().notNull().default(sql`'{}'::text[]`),
    /** Place names tagged automatically; kept apart because privacy zones hide them from others. */
    autoPlaceTags: text('auto_place_tags').array().notNull().default(sql`'{}'::text[]`),
    /** Automatic tags the owner removed: never shown or given again. */
    removedAutoTags: text('removed_auto_tags').array().notNull().default(sql`'{}'::text[]`),
    captionSuggestion: text('caption_suggestion'),
    autoTaggedAt: timestamp('auto_tagged_at', { withTimezone: true }),
    /** The version of the tagger that tagged the photo (0: not tagged); older ones are tagged again. */
    autoTagVersion: smallint('auto_tag_version').notNull().default(0),
    searchWords: text('search_words').notNull().default(''),
    placeWords: text('place_words').notNull().default(''),
    searchDocument: tsvector('search_document'),
    placeDocument: tsvector('place_document'),
  },
  (t) => [
    index('photos_trip_idx').on(t.tripId),
    index('photos_stop_idx').on(t.stopId),
    // A thumbnail's request finds its photo by the file's name.
    index('photos_thumbnail_filename_idx').on(t.thumbnailFilename),
    index('photos_search_document_idx').using('gin', t.searchDocument),
    index('photos_place_document_idx').using('gin', t.placeDocument),
    index('photos_auto_tag_version_idx').on(t.autoTagVersion, t.id),
  ],
);

/**
 * The words each traveller's photos are found by (kept by the database as photos change; never pruned): what a
 * misspelt word is corrected to, through the trigram index, before the full-text search.
 */

export const photoSearchWords = pgTable(
  'photo_search_words',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.word] }),
    index('photo_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);
