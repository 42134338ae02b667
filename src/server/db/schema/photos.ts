import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tsvector } from './columns';
import { tripStops, trips } from './trips';

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
