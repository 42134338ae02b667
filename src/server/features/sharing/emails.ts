import type { MailMessage } from '../../providers/mail/mailer';
import { INVITATION } from './invitations';

export function shareInvitationEmail(
  shareId: number,
  to: string,
  owner: string,
  tripTitle: string,
  link: string,
  message: string | null,
) {
  const lines = [`${owner} shared the road trip "${tripTitle}" with you on Roadbook.`, ''];
  if (message) lines.push(`${owner} wrote: "${message}"`, '');
  lines.push('Open the trip here:', link, '', 'No account is needed to read it.');
  return {
    to,
    subject: `${owner} shared "${tripTitle}" with you`,
    text: lines.join('\n'),
    receipt: { topic: INVITATION, id: shareId },
  } satisfies MailMessage;
}
