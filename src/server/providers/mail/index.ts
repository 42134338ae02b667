import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';

/** SMTP when a server is configured (its library loaded only then), else the outbox table. */
export async function createMailer(config: Config, db: Database, log: FastifyBaseLogger): Promise<Mailer> {
  if (!config.mail.smtpUrl) return createOutboxMailer(db, log);
  const { createSmtpMailer } = await import('./smtp-mailer');
  return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
}
