import { Ban, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { actionCellClass, cellClass } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, fullName } from '@/lib/format';
import { PLANS } from '../../../common/plans';
import { ActionError } from './action-error';
import type { AdminUser } from './types';
import { useSetUserBanned } from './use-user-moderation';
import { UserStatus } from './user-status';

export function UserRow({ user }: { user: AdminUser }) {
  const setBanned = useSetUserBanned();
  const [confirming, setConfirming] = useState(false);
  const ban = () => setBanned.mutate({ user, banned: true }, { onSettled: () => setConfirming(false) });

  return (
    <tr className="border-t">
      <th scope="row" className={`${cellClass} text-left font-semibold whitespace-nowrap`}>
        {user.username}
      </th>
      <td className={cellClass}>
        <div className="whitespace-nowrap">{fullName(user) || '—'}</div>
        <div className="break-all text-xs text-muted-foreground">{user.email ?? '—'}</div>
      </td>
      <td className={cellClass}>
        <Badge variant={user.subscriptionTier === 'free' ? 'outline' : 'info'}>
          {PLANS[user.subscriptionTier].name}
        </Badge>
      </td>
      <td className={`${cellClass} tabular-nums`}>{user.tripCount}</td>
      <td className={`${cellClass} tabular-nums`}>{user.photoCount}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
      <td className={cellClass}>
        <UserStatus user={user} />
      </td>
      <td className={actionCellClass}>
        {user.isActive ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Ban ${user.username}`}
            disabled={setBanned.isPending}
            onClick={() => setConfirming(true)}
          >
            <Ban aria-hidden="true" />
            Ban
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Unban ${user.username}`}
            disabled={setBanned.isPending}
            onClick={() => setBanned.mutate({ user, banned: false })}
          >
            {setBanned.isPending ? <Spinner /> : <Undo2 aria-hidden="true" />}
            Unban
          </Button>
        )}
        <ActionError error={setBanned.error} />
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Ban ${user.username}?`}
          description="They are signed out at once and cannot sign in until you unban them. Their trips disappear from other people's lists and share links."
          confirmLabel="Ban User"
          pending={setBanned.isPending}
          onConfirm={ban}
        />
      </td>
    </tr>
  );
}
