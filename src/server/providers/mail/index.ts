import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(config: Config, db: Database, log: FastifyBaseLogger): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createOutboxMailer(db, log);
}
