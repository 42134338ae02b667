import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';
import type { MailMessage } from './mailer';

export async function keepInOutbox(db: Executor, message: MailMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

/** The kept mail to an address, in any case. */
export async function deleteMailTo(db: Executor, address: string): Promise<void> {
  await db.delete(outbox).where(eq(sql`lower(${outbox.to})`, address.toLowerCase()));
}
