import { Badge } from '@/components/ui/badge';
import type { Trip } from '../../../common/contract/trips';
import { TripCardFrame } from './trip-card-frame';

export function MyTripCard({ trip }: { trip: Trip }) {
  const badge =
    trip.status === 'completed' ? (
      <Badge variant="success">✓ Completed</Badge>
    ) : (
      <Badge variant="info">Active</Badge>
    );
  return (
    <TripCardFrame href={`/trips/${trip.id}`} trip={trip} badge={badge}>
      {trip.description && <p className="line-clamp-2 text-sm text-muted-foreground">{trip.description}</p>}
    </TripCardFrame>
  );
}
