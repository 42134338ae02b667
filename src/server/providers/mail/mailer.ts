import type { MailDelivery } from '../../../common/contract/fields';
import type { Executor } from '../../db/client';

/** What a message is about, told to the `onSent` listener of its topic once the mail server accepted it. */
export interface MailReceipt {
  topic: string;
  id: number;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  receipt?: MailReceipt;
}

export interface Mailer {
  /** 'smtp' when messages leave the machine (through the job queue), 'outbox' when they are kept locally. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * `within`: the transaction of the change the message announces. The message's job, or its outbox row, is
   * written in it: kept only if the change commits, and without taking a second connection from the pool.
   * Resolves to `queued` (a job will send it) or `not-sent` (kept in the outbox).
   */
  send(message: MailMessage, within?: Executor): Promise<Exclude<MailDelivery, 'sent'>>;
  /** Called with the receipt's id once the mail server accepted a message of this topic. */
  onSent(topic: string, listener: (id: number) => Promise<void>): void;
  close(): Promise<void>;
}
