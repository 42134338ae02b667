import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

/** A traveller's Immich server: its address and their API key, sealed (never sent back). */
export const immichLinks = pgTable('immich_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  sealedApiKey: text('sealed_api_key').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
