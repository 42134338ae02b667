import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { trips } from './trips';

/** Who did what on a trip, for its owner and editors. */
export const tripActivity = pgTable(
  'trip_activity',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Such as `stop.created` or `photo.deleted`. */
    action: text('action').notNull(),
    subjectType: text('subject_type', {
      enum: ['trip', 'stop', 'photo', 'memo', 'route'],
    }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The subject's name when it happened: a deleted stop is still named. */
    subjectName: text('subject_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trip_activity_trip_idx').on(t.tripId, t.at)],
);

/** Who has a trip open right now, one row per open event stream, shared by every server on this database. */
export const tripPresence = pgTable(
  'trip_presence',
  {
    connectionId: text('connection_id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Refreshed while the stream is open; a row not refreshed for a while is from a server that stopped. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trip_presence_trip_idx').on(t.tripId)],
);
