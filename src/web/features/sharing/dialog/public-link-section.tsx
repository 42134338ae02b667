import { Globe } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { TripDetail } from '../../trips/types';
import { PublicShareUrl } from '../public-share-url';
import { useCreatePublicLink } from '../use-share-mutations';

/** A link anyone can open without an account (Premium); the server says when the plan lacks it. */
export function PublicLinkSection({ trip }: { trip: TripDetail }) {
  const create = useCreatePublicLink(trip.id);
  return (
    <section aria-labelledby="public-link-heading" className="grid gap-3">
      <h3 id="public-link-heading" className="text-sm font-semibold">
        Public link
      </h3>
      {trip.shareUrl ? (
        <PublicShareUrl tripId={trip.id} shareUrl={trip.shareUrl} canRemove />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex-1 basis-52 text-sm text-muted-foreground">
            Anyone with a public link can view this trip, no account needed.
          </p>
          <Button variant="outline" size="sm" disabled={create.isPending} onClick={() => create.mutate()}>
            {create.isPending ? <Spinner /> : <Globe aria-hidden="true" />}
            Create public link
          </Button>
        </div>
      )}
    </section>
  );
}
