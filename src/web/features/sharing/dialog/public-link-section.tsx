import { Globe } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PlanBadge, UpgradeNotice } from '@/components/ui/plan-gate';
import { Spinner } from '@/components/ui/spinner';
import { errorCode } from '@/lib/api';
import { usePlanFeature } from '@/lib/use-plan-feature';
import type { TripDetail } from '../../../../common/contract/trips';
import { LinkActivity } from '../link-activity';
import { PublicShareUrl } from '../public-share-url';
import { usePublicLink } from '../queries/public-link';
import { useCreatePublicLink } from '../use-share-mutations';
import { LinkSettingsDialog } from './link-settings-dialog';

/**
 * A link anyone can open without an account (Premium). When the plan lacks it, the button wears the plan and
 * the way to upgrade is offered here from the start, not after a refusal.
 */
export function PublicLinkSection({ trip }: { trip: TripDetail }) {
  const create = useCreatePublicLink(trip.id);
  const link = usePublicLink(trip.id, trip.shareUrl !== null).data;
  const plan = usePlanFeature('publicLinks');
  const needsUpgrade = !plan.allowed || errorCode(create.error) === 'plan_required';
  return (
    <section aria-labelledby="public-link-heading" className="grid gap-3">
      <h3 id="public-link-heading" className="text-sm font-semibold">
        Public link
      </h3>
      {trip.shareUrl ? (
        <div className="grid gap-2">
          <PublicShareUrl tripId={trip.id} shareUrl={trip.shareUrl} canRemove />
          {link && (
            <div className="flex items-center justify-between gap-2">
              <LinkActivity {...link} />
              <LinkSettingsDialog tripId={trip.id} shareId={link.id} name="the public link" link={link} />
            </div>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex-1 basis-52 text-sm text-muted-foreground">
            Anyone with a public link can view this trip, no account needed.
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={create.isPending || !plan.allowed}
            onClick={() => create.mutate()}
          >
            {create.isPending ? <Spinner /> : <Globe aria-hidden="true" />}
            Create public link
            {!plan.allowed && <PlanBadge planName={plan.planName} />}
          </Button>
        </div>
      )}
      {needsUpgrade && <UpgradeNotice>Public links come with the Premium plan.</UpgradeNotice>}
    </section>
  );
}
