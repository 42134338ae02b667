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

/** Where a share's e-mail invitation stands, as its owner reads it in the share list. */
export function DeliveryNote({ delivery }: { delivery: MailDelivery }) {
  const { text, icon: Icon, className } = NOTES[delivery];
  return (
    <span className={`inline-flex items-start gap-1 text-xs ${className}`}>
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}
