import { Inbox, MapPinned, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { SharedTrip } from '@/lib/queries/shared-trips';
import type { TripCard } from '../../../common/contract/trips';
import { MyTripCard } from './my-trip-card';
import { SharedTripCard } from './shared-trip-card';

const gridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

export function MyTripList({ trips }: { trips: TripCard[] }) {
  if (trips.length === 0) {
    return (
      <EmptyState
        icon={MapPinned}
        title="No trips yet"
        description="Start your first adventure and create beautiful travel memories to share."
      >
        <Button asChild>
          <Link href="/create-trip">
            <Plus aria-hidden="true" />
            Create Your First Trip
          </Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className={gridClass}>
      {trips.map((trip) => (
        <li key={trip.id}>
          <MyTripCard trip={trip} />
        </li>
      ))}
    </ul>
  );
}

export function SharedTripList({ shares }: { shares: SharedTrip[] }) {
  if (shares.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No shared trips yet"
        description="When someone shares a trip with you, it will appear here."
      />
    );
  }
  return (
    <ul className={gridClass}>
      {shares.map((share) => (
        <li key={share.id}>
          <SharedTripCard share={share} />
        </li>
      ))}
    </ul>
  );
}
