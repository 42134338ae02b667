import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Mailer, MailMessage } from './mailer';

/** Without SMTP, mail is kept in the outbox table and written to the log so links can still be followed. */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage, within = db) {
      await within.insert(outbox).values(message);
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail kept in outbox:\n${message.text}`,
      );
    },
    async close() {},
  };
}
