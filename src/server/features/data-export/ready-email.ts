import type { MailMessage } from '../../providers/mail/mailer';
import { EXPORT_DAYS } from './expiry';

export function exportReadyEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Your Roadbook data is ready to download',
    text: [
      `Hello ${name},`,
      '',
      'The ZIP of your Roadbook account you asked for is ready. Download it from your profile:',
      '',
      link,
      '',
      `It can be downloaded for ${EXPORT_DAYS} days, by you only, once signed in; then it is removed.`,
    ].join('\n'),
  };
}
