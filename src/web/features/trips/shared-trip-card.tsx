import { Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { SharedTrip } from '@/lib/queries/shared-trips';
import { TripCardFrame } from './trip-card-frame';

export function SharedTripCard({ share }: { share: SharedTrip }) {
  const { trip, owner } = share;
  const badge = (
    <Badge variant="warning">
      <Users className="size-3" aria-hidden="true" />
      Shared
    </Badge>
  );
  return (
    <TripCardFrame href={`/shared-trip/${share.inviteToken}`} trip={trip} badge={badge}>
      <p className="text-sm font-medium text-foreground/80">by {owner.firstName || owner.username}</p>
      {trip.description && <p className="line-clamp-2 text-sm text-muted-foreground">{trip.description}</p>}
      {share.message && (
        <blockquote className="rounded-lg border-l-4 border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 italic">
          {`"${share.message}"`}
        </blockquote>
      )}
    </TripCardFrame>
  );
}
