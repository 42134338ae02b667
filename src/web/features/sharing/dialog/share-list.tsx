import { Trash2, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { IconButton } from '@/components/ui/icon-button';
import { Spinner } from '@/components/ui/spinner';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { usePlanFeature } from '@/lib/use-plan-feature';
import { DeliveryNote } from '../delivery-note';
import { LinkActivity } from '../link-activity';
import { useTripShares } from '../queries/trip-shares';
import { shareLink } from '../share-links';
import { ShareStatusBadge } from '../share-status-badge';
import { personName, type TripShare } from '../types';
import { useChangeShareType, useRemoveShare } from '../use-share-mutations';
import { LinkSettingsDialog } from './link-settings-dialog';
import { PermissionSelect } from './permission-select';

/** Who the share is for: the person's name, or the address the invitation went to. */
const recipientName = (share: TripShare) =>
  share.user ? personName(share.user) : (share.sharedWithEmail ?? 'Unknown');

export function ShareList({ tripId }: { tripId: number }) {
  const shares = useTripShares(tripId);
  const remove = useRemoveShare(tripId);
  const changeType = useChangeShareType(tripId);
  const collaboration = usePlanFeature('collaboration');
  const { copied, copy } = useCopyToClipboard();

  return (
    <section aria-labelledby="shared-with-heading" className="grid gap-3">
      <h3 id="shared-with-heading" className="text-sm font-semibold">
        Shared with
      </h3>
      {shares.isLoading ? (
        <div role="status" className="flex justify-center py-3">
          <Spinner className="size-5 text-primary" />
          <span className="sr-only">Loading shares…</span>
        </div>
      ) : (shares.data ?? []).length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Users className="size-4" aria-hidden="true" />
          Not shared with anyone yet.
        </p>
      ) : (
        <ul aria-label="Shared with" className="grid divide-y rounded-lg border">
          {(shares.data ?? []).map((share) => {
            const name = recipientName(share);
            return (
              <li key={share.id} className="grid gap-2 px-3 py-2.5">
                <div className="flex items-start gap-3">
                  <div className="grid min-w-0 flex-1">
                    <span className="truncate text-sm font-medium">{name}</span>
                    {share.user?.email && (
                      <span className="truncate text-xs text-muted-foreground">{share.user.email}</span>
                    )}
                    {share.delivery && (
                      <DeliveryNote delivery={share.delivery} toAccount={share.user !== null} />
                    )}
                    <LinkActivity {...share} />
                    {share.editPaused && (
                      <span className="text-xs text-amber-800">
                        Can view only while your plan does not include collaborative trips
                      </span>
                    )}
                  </div>
                  <div className="-my-1 flex shrink-0 items-center gap-1">
                    <LinkSettingsDialog tripId={tripId} shareId={share.id} name={name} link={share} />
                    <CopyLinkButton
                      label={`Copy link for ${name}`}
                      copied={copied === share.inviteToken}
                      onCopy={() => copy(shareLink(share.inviteToken), share.inviteToken)}
                    />
                    <IconButton
                      className="text-muted-foreground hover:text-destructive"
                      label={`Remove share with ${name}`}
                      disabled={remove.isPending && remove.variables === share.id}
                      onClick={() => remove.mutate(share.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <PermissionSelect
                    compact
                    id={`share-permission-${share.id}`}
                    label={`What ${name} can do`}
                    value={share.shareType}
                    allowed={collaboration}
                    disabled={changeType.isPending && changeType.variables?.shareId === share.id}
                    onChange={(shareType) => changeType.mutate({ shareId: share.id, shareType })}
                  />
                  <ShareStatusBadge status={share.status} />
                  {share.editPaused && <Badge variant="warning">Editing paused</Badge>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
