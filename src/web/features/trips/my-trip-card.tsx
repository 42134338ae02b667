import type { TripCard } from '../../../common/contract/trips';
import { TripCardFrame } from './trip-card-frame';
import { TripStatusBadge } from './trip-status-badge';

export function MyTripCard({ trip }: { trip: TripCard }) {
  const badge = <TripStatusBadge trip={trip} size="short" />;
  return (
    <TripCardFrame href={`/trips/${trip.id}`} trip={trip} badge={badge} cover={trip.cover}>
      {trip.description && <p className="line-clamp-2 text-sm text-muted-foreground">{trip.description}</p>}
    </TripCardFrame>
  );
}
