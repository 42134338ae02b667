import { Trash2, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { CopyLinkButton } from '../copy-link-button';
import { LinkActivity } from '../link-activity';
import { useTripShares } from '../queries/trip-shares';
import { shareLink } from '../share-links';
import { ShareStatusBadge } from '../share-status-badge';
import { personName, type TripShare } from '../types';
import { useRemoveShare } from '../use-share-mutations';
import { LinkSettingsDialog } from './link-settings-dialog';

/** Who the share is for: the person's name, or the address the invitation went to. */
const recipientName = (share: TripShare) =>
  share.user ? personName(share.user) : (share.sharedWithEmail ?? 'Unknown');

export function ShareList({ tripId }: { tripId: number }) {
  const shares = useTripShares(tripId);
  const remove = useRemoveShare(tripId);
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
              <li key={share.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
                <div className="grid min-w-0 flex-1 basis-40">
                  <span className="truncate text-sm font-medium">{name}</span>
                  {share.user?.email && (
                    <span className="truncate text-xs text-muted-foreground">{share.user.email}</span>
                  )}
                  <LinkActivity {...share} />
                </div>
                <ShareStatusBadge status={share.status} />
                <div className="flex items-center gap-1">
                  <LinkSettingsDialog tripId={tripId} shareId={share.id} name={name} link={share} />
                  <CopyLinkButton
                    label={`Copy link for ${name}`}
                    copied={copied === share.inviteToken}
                    onCopy={() => copy(shareLink(share.inviteToken), share.inviteToken)}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 text-muted-foreground hover:text-destructive"
                    aria-label={`Remove share with ${name}`}
                    disabled={remove.isPending && remove.variables === share.id}
                    onClick={() => remove.mutate(share.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
