import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * The first reply to a write sent with an `Idempotency-Key`, kept a day. The row is written in the write's own
 * transaction, so it exists exactly when the change was stored; the reply is added once it has been drawn.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the path and the body (a form's boundary left out). */
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_requests_created_at_idx').on(t.createdAt),
  ],
);
