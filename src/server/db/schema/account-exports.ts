import { bigint, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;

/** A "Download my data" ZIP: built by a job, downloadable by its owner only, removed when it expires. */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    /** The ZIP's name in the `exports` storage area, once it is written. */
    filename: text('filename'),
    bytes: bigint('bytes', { mode: 'number' }),
    message: text('message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_exports_user_idx').on(t.userId, t.createdAt)],
);
