import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PrivacyZone } from '../../../common/schemas/privacy';
import { DISTANCE_UNITS } from '../../../common/units';
import { createdAt, updatedAt } from './columns';

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
    /** Miles or kilometres, wherever a distance or speed is shown to this user. */
    distanceUnit: text('distance_unit', { enum: DISTANCE_UNITS }).notNull().default('mi'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_idx').on(t.oidcSubject),
    index('users_created_at_idx').on(t.createdAt),
    // People search matches the start of a username or a name: indexes that answer LIKE 'text%' whatever the
    // database's collation.
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_first_name_prefix_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

/**
 * Attempt counters of the sign-in, sign-up, reset, report and share-link password limits, shared by every server
 * on this database. The columns are rate-limiter-flexible's PostgreSQL store, in its order.
 */

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The limit's name and what it counts, such as `loginPerIp:203.0.113.9`. */
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    /** When the count lapses, in milliseconds since 1970. */
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
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

export type UserRow = typeof users.$inferSelect;
