import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer, MailMessage } from './mailer';
import { keepInOutbox } from './outbox-repo';

/** Without SMTP, mail is kept in the outbox table and written to the log so links can still be followed. */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage, within = db) {
      const { receipt: _kept, ...mail } = message;
      await keepInOutbox(within, mail);
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail kept in outbox:\n${message.text}`,
      );
      return 'not-sent';
    },
    // Nothing kept in the outbox is ever sent.
    onSent() {},
    async close() {},
  };
}
