import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createQueuedMailer } from './queued-mailer';

/** SMTP through the job queue when a server is configured (its library loaded only then), else the outbox table. */
export async function createMailer(
  config: Config,
  db: Database,
  jobs: JobQueue,
  log: FastifyBaseLogger,
): Promise<Mailer> {
  if (!config.mail.smtpUrl) return createOutboxMailer(db, log);
  const { createSmtpSender } = await import('./smtp-mailer');
  return createQueuedMailer(
    jobs,
    createSmtpSender(config.mail.smtpUrl, config.mail.from),
    new URL(config.appUrl).hostname,
  );
}
