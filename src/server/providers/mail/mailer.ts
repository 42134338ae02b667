import type { Executor } from '../../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' when messages leave the machine (through the job queue), 'outbox' when they are kept locally. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * `within`: the transaction of the change the message announces. The message's job, or its outbox row, is
   * written in it: kept only if the change commits, and without taking a second connection from the pool.
   */
  send(message: MailMessage, within?: Executor): Promise<void>;
  close(): Promise<void>;
}
