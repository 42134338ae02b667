import { randomUUID } from 'node:crypto';
import type { JobQueue } from '../../jobs/queue';
import type { Mailer, MailMessage } from './mailer';
import type { SmtpSender } from './smtp-mailer';

export const SEND_MAIL = 'send-mail';

/**
 * Each message is a job, written in the transaction of the change it announces and sent by whichever server is
 * free. A mail server that is down is tried again with growing pauses (5–10 s at first, about half a day in all).
 */
export function createQueuedMailer(jobs: JobQueue, sender: SmtpSender, domain: string): Mailer {
  const listeners = new Map<string, (id: number) => Promise<void>>();
  jobs.define<MailMessage & { messageId: string }>({
    name: SEND_MAIL,
    retryLimit: 12,
    retryDelaySeconds: 5,
    async handle({ receipt, ...message }) {
      await sender.send(message);
      if (receipt) await listeners.get(receipt.topic)?.(receipt.id);
    },
  });
  return {
    kind: 'smtp',
    async send(message, within) {
      // A server that dies after the mail server took the message but before the job was marked done sends it
      // again; the same Message-ID lets the receiving side keep one.
      await jobs.send(SEND_MAIL, { ...message, messageId: `<${randomUUID()}@${domain}>` }, { within });
      return 'queued';
    },
    onSent(topic, listener) {
      listeners.set(topic, listener);
    },
    close: () => sender.close(),
  };
}
