import { sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEVICE_APPS } from '../../../common/contract/devices';
import { users } from './accounts';
import { createdAt } from './columns';
import { trips } from './trips';

/** A phone app that sends its owner's positions, with the hash of its token. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    app: text('app', { enum: DEVICE_APPS }).notNull(),
    /** The trip its points go into; without one, the owner's trip whose dates include the point's day. */
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    pointCount: integer('point_count').notNull().default(0),
    /** Once revoked the token is refused and the device is listed no more; the points it sent are kept. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('devices_user_idx').on(t.userId)],
);

/**
 * Every point a device sent, once per moment; `trip_id` is null while no trip covers its day. A point with a
 * `stop_name` (a POI, a visit) also made, or will make, a stop.
 */
export const devicePoints = pgTable(
  'device_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    alt: doublePrecision('alt'),
    acc: doublePrecision('acc'),
    /** Meters per second. */
    speed: doublePrecision('speed'),
    /** 0–100. */
    battery: doublePrecision('battery'),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    stopName: text('stop_name'),
    departedAt: timestamp('departed_at', { withTimezone: true }),
  },
  (t) => [
    // One point per device and moment, and one stop: a visit may be sent at the moment of a location.
    uniqueIndex('device_points_device_time_unique').on(
      t.deviceId,
      t.recordedAt,
      sql`(${t.stopName} is not null)`,
    ),
    index('device_points_trip_idx').on(t.tripId, t.recordedAt),
    index('device_points_waiting_idx').on(t.deviceId, t.recordedAt).where(sql`${t.tripId} is null`),
  ],
);

export type DeviceRow = typeof devices.$inferSelect;
