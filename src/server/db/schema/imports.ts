import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { trips } from './trips';

export const IMPORT_STATUSES = ['analysing', 'ready', 'importing', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export interface ImportCounts {
  trips: number;
  stops: number;
  points: number;
  photos: number;
}
export type FoundCounts = ImportCounts & {
  from: string | null;
  to: string | null;
  /** The bytes of the photos and memos in the files sent, which the storage must have room for. */
  bytes?: number;
};
export interface SkippedPart {
  file: string;
  reason: string;
}
/** A file of the import as it was sent, kept in the import's own folder until the import ends. */
export interface StagedFile {
  name: string;
  stored: string;
  size: number;
}
export interface ImportOptions {
  tripId?: number;
  from?: string;
  to?: string;
  /** Immich: the album, or all photos taken in from…to, and whether originals or previews come in. */
  albumId?: string;
  originals?: boolean;
}

/** An import of a traveller's files (or of their Immich photos): what it found, what it made, where it stands. */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('analysing'),
    kind: text('kind'),
    progress: smallint('progress').notNull().default(0),
    found: jsonb('found').$type<FoundCounts>(),
    created: jsonb('created')
      .$type<ImportCounts>()
      .notNull()
      .default(sql`'{"trips":0,"stops":0,"points":0,"photos":0}'::jsonb`),
    skipped: jsonb('skipped').$type<SkippedPart[]>().notNull().default(sql`'[]'::jsonb`),
    message: text('message'),
    files: jsonb('files').$type<StagedFile[]>().notNull().default(sql`'[]'::jsonb`),
    options: jsonb('options').$type<ImportOptions>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('imports_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What an import wrote, recorded in the same transaction as the row itself, so that cancelling it, or a retry
 * after a crash, can remove exactly that. A trip it made takes its stops, photos and route with it; in a trip
 * that was there before, its stops and photos are listed one by one, and the route points it added by their keys.
 */
export const importMade = pgTable(
  'import_made',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['trip', 'stop', 'photo', 'route'] }).notNull(),
    /** The trip, stop or photo; for a route, its trip. */
    entityId: integer('entity_id').notNull(),
    /** The part of the import it was made from (a stop's trip and place in it), for later parts to refer to. */
    ref: text('ref'),
    /** Route points added to a trip that was there before (see `pointKey`). */
    pointKeys: bigint('point_keys', { mode: 'number' }).array(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.kind, t.entityId] })],
);

/**
 * Sources a traveller has imported into a trip (a file's hash, a Polarsteps trip, an Immich photo): the same one
 * sent again adds nothing. Goes with the trip, and with the import when it is cancelled.
 */
export const importSources = pgTable(
  'import_sources',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('import_sources_user_key_idx').on(t.userId, t.key, t.tripId)],
);

/**
 * Camera photos given a position from the trip's route, kept so that the placement can be undone: where each
 * photo was filed before, and the stops the placement made.
 */
export const photoPlacements = pgTable(
  'photo_placements',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    photos: jsonb('photos')
      .$type<{ photoId: number; stopIdBefore: number | null; lat: number; lng: number }[]>()
      .notNull(),
    stopsMade: integer('stops_made').array().notNull().default(sql`'{}'::integer[]`),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('photo_placements_trip_idx').on(t.tripId)],
);
