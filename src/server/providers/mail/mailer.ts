export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' when messages leave the machine, 'outbox' when they are kept locally. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
