import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';
import type { MailMessage } from './mailer';

export async function keepInOutbox(db: Executor, message: MailMessage): Promise<void> {
  await db.insert(outbox).values(message);
}
