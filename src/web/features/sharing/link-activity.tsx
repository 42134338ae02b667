import { Clock, Eye, Lock } from 'lucide-react';
import { countOf, formatDate, formatDateTime } from '@/lib/format';

interface LinkActivityProps {
  openCount: number;
  lastOpenedAt: string | null;
  expiresAt: string | null;
  hasPassword: boolean;
}

/** How often a link was opened and when last, whether it expires and whether it needs a password. */
export function LinkActivity({ openCount, lastOpenedAt, expiresAt, hasPassword }: LinkActivityProps) {
  const expired = expiresAt !== null && new Date(expiresAt).getTime() <= Date.now();
  return (
    <ul aria-label="Link activity" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <li className="inline-flex items-center gap-1">
        <Eye className="size-3.5" aria-hidden="true" />
        {lastOpenedAt
          ? `Opened ${countOf(openCount, 'time')}, last ${formatDateTime(lastOpenedAt)}`
          : 'Not opened yet'}
      </li>
      {expiresAt && (
        <li className={`inline-flex items-center gap-1 ${expired ? 'font-medium text-destructive' : ''}`}>
          <Clock className="size-3.5" aria-hidden="true" />
          {expired ? `Expired ${formatDate(expiresAt)}` : `Expires ${formatDate(expiresAt)}`}
        </li>
      )}
      {hasPassword && (
        <li className="inline-flex items-center gap-1">
          <Lock className="size-3.5" aria-hidden="true" />
          Password
        </li>
      )}
    </ul>
  );
}
