import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AiDescriptionSource } from '../../common/contract/stops';
import type { PrivacyZone } from '../../common/schemas/privacy';
import type { VisitType } from '../../common/trips/stop-rules';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    password: text('password').notNull(),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    oidcSubject: text('oidc_subject'),
    isActive: boolean('is_active').notNull().default(true),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    /** Whether other travellers' people search may return this account. */
    findableByName: boolean('findable_by_name').notNull().default(true),
    /** Places whose coordinates only the owner sees on their trips. */
    privacyZones: jsonb('privacy_zones').$type<PrivacyZone[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_idx').on(t.oidcSubject),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked table does not hand out sessions. */
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by e-mail. */
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    used: boolean('used').notNull().default(false),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

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
    /** Raised by the database on every change to the trip, its stops, photos or route: the key of cached reads. */
    contentVersion: integer('content_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trips_user_idx').on(t.userId, t.createdAt)],
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
    visitType: text('visit_type').$type<VisitType>().notNull().default('scenic'),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trip_stops_trip_idx').on(t.tripId)],
);

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
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_trip_idx').on(t.tripId), index('photos_stop_idx').on(t.stopId)],
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
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

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description'),
    subscriptionTier: text('subscription_tier').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_upper_idx').on(sql`upper(${t.code})`)],
);

export const promoCodeUsage = pgTable(
  'promo_code_usage',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_code_usage_once_idx').on(t.promoCodeId, t.userId)],
);

export const subscriptionHistory = pgTable(
  'subscription_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromTier: text('from_tier').notNull(),
    toTier: text('to_tier').notNull(),
    changeReason: text('change_reason').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** The payment provider's reference; unique so one payment never upgrades twice. */
    paymentReference: text('payment_reference').unique(),
    amountCents: integer('amount_cents'),
    changeDate: timestamp('change_date', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
  },
  (t) => [index('subscription_history_user_idx').on(t.userId)],
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
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] })
    .notNull()
    .default('requires_payment_method'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Administrator-changeable settings and notices, one row per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Mail kept by the offline mail provider, so a developer can follow links without an SMTP server. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);
