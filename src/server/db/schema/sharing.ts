import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAIL_DELIVERIES } from '../../../common/contract/fields';
import { users } from './accounts';
import { createdAt } from './columns';
import { trips } from './trips';

export const tripShares = pgTable(
  'trip_shares',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedWithId: integer('shared_with_id').references(() => users.id, { onDelete: 'cascade' }),
    sharedWithEmail: text('shared_with_email'),
    shareType: text('share_type', { enum: ['view', 'edit'] })
      .notNull()
      .default('view'),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    inviteToken: text('invite_token').notNull().unique(),
    inviteMessage: text('invite_message'),
    /** After this moment the link answers 404. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** argon2id hash of the link's password, when it has one. */
    passwordHash: text('password_hash'),
    /** Serve the original files, metadata and all, instead of the stripped copies. */
    includeLocations: boolean('include_locations').notNull().default(false),
    /** Whether full-size photos may be fetched through the link, or only thumbnails. */
    allowDownload: boolean('allow_download').notNull().default(true),
    /** Whether the link shows the traveller's latest position from their devices (never inside a privacy zone). */
    showLivePosition: boolean('show_live_position').notNull().default(false),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    /** Where the e-mail invitation stands; null when none was mailed (a public link). */
    invitationDelivery: text('invitation_delivery', { enum: MAIL_DELIVERIES }),
    createdAt: createdAt(),
  },
  (t) => [
    index('trip_shares_trip_idx').on(t.tripId),
    index('trip_shares_with_idx').on(t.sharedWithId),
    index('trip_shares_email_idx').on(sql`lower(${t.sharedWithEmail})`),
    // One share per trip and person, one per trip and invited address, one public link per trip.
    uniqueIndex('trip_shares_trip_user_unique')
      .on(t.tripId, t.sharedWithId)
      .where(sql`${t.sharedWithId} is not null`),
    uniqueIndex('trip_shares_trip_email_unique')
      .on(t.tripId, sql`lower(${t.sharedWithEmail})`)
      .where(sql`${t.sharedWithEmail} is not null`),
    uniqueIndex('trip_shares_public_link_unique')
      .on(t.tripId)
      .where(sql`${t.sharedWithId} is null and ${t.sharedWithEmail} is null`),
  ],
);

export const tripReports = pgTable(
  'trip_reports',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('trip_reports_trip_idx').on(t.tripId), index('trip_reports_status_idx').on(t.status)],
);

/**
 * Payment intents of the sandbox payment provider, which stands in for Stripe when no key is configured and
 * follows Stripe's test-card rules.
 */

/** A public link to a traveller's year in review: anyone holding the token reads that year's statistics. */
export const yearReviewLinks = pgTable(
  'year_review_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('year_review_links_user_year_idx').on(t.userId, t.year)],
);

export type ShareRow = typeof tripShares.$inferSelect;
