import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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

/**
 * What the statistics read of one trip, worked out when the trip, its stops, photos or route change: the row is
 * current while its `contentVersion` equals the trip's.
 */
