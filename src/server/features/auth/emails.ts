import { RESET_TOKEN_LIFETIME_MINUTES } from '../../../common/limits';
import type { MailMessage } from '../../providers/mail/mailer';

export function resetPasswordEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Roadbook password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Roadbook account. To choose a new one, open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${RESET_TOKEN_LIFETIME_MINUTES} minutes.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}
