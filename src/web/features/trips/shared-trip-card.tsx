import { Eye, Pencil, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { SharedTrip } from '@/lib/queries/shared-trips';
import { withShareToken } from '@/lib/share-token';
import { TripCardFrame } from './trip-card-frame';

export function SharedTripCard({ share }: { share: SharedTrip }) {
  const { trip, owner } = share;
  // Through the share token the file is served as to any reader of the share: the copy without metadata.
  const cover = share.cover && {
    ...share.cover,
    filename: withShareToken(share.cover.filename, share.inviteToken),
    thumbnailFilename:
      share.cover.thumbnailFilename && withShareToken(share.cover.thumbnailFilename, share.inviteToken),
  };
  const badge = (
    <Badge variant="warning">
      <Users className="size-3" aria-hidden="true" />
      Shared
    </Badge>
  );
  return (
    // An editor works on the trip page itself; a reader keeps the read-only shared view.
    <TripCardFrame
      href={share.canEdit ? `/trips/${trip.id}` : `/shared-trip/${share.inviteToken}`}
      trip={trip}
      badge={badge}
      cover={cover}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium text-foreground/80">by {owner.firstName || owner.username}</p>
        <Badge variant={share.canEdit ? 'success' : 'outline'}>
          {share.canEdit ? (
            <Pencil className="size-3" aria-hidden="true" />
          ) : (
            <Eye className="size-3" aria-hidden="true" />
          )}
          {share.canEdit ? 'Can edit' : 'Can view'}
        </Badge>
      </div>
      {trip.description && <p className="line-clamp-2 text-sm text-muted-foreground">{trip.description}</p>}
      {share.message && (
        <blockquote className="rounded-lg border-l-4 border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 italic">
          {`"${share.message}"`}
        </blockquote>
      )}
    </TripCardFrame>
  );
}
