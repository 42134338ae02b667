import { MailCheck, MailWarning, Send } from 'lucide-react';
import type { MailDelivery } from '../../../common/contract/fields';

const NOTES: Record<MailDelivery, { text: string; icon: typeof Send; className: string }> = {
  sent: { text: 'Invitation e-mailed', icon: MailCheck, className: 'text-muted-foreground' },
  queued: { text: 'Invitation being e-mailed', icon: Send, className: 'text-muted-foreground' },
  'not-sent': {
    text: 'Invitation not sent: this server sends no e-mail. Copy the link and send it yourself.',
    icon: MailWarning,
    className: 'text-amber-800',
  },
};

/** Said instead of "not sent" for a share to an account, which reaches its holder's Shared with Me unmailed. */
const NOT_MAILED_TO_ACCOUNT =
  'Not e-mailed (this server sends no e-mail): they find it under Shared with Me.';

/** Where a share's e-mail invitation stands, as its owner reads it in the share list. */
export function DeliveryNote({ delivery, toAccount }: { delivery: MailDelivery; toAccount: boolean }) {
  const { icon: Icon, className, ...note } = NOTES[delivery];
  const text = toAccount && delivery === 'not-sent' ? NOT_MAILED_TO_ACCOUNT : note.text;
  return (
    <span className={`inline-flex items-start gap-1 text-xs ${className}`}>
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}
