import nodemailer from 'nodemailer';
import type { MailMessage } from './mailer';

/** What hands a message to the SMTP server; `messageId` lets receivers drop a copy sent twice. */
export interface SmtpSender {
  send(message: MailMessage & { messageId: string }): Promise<void>;
  close(): Promise<void>;
}

export function createSmtpSender(smtpUrl: string, from: string): SmtpSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
