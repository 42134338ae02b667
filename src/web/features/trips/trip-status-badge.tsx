import { Badge } from '@/components/ui/badge';
import type { Trip } from '../../../common/contract/trips';
import { tripPhase } from '../../../common/trips/trip-rules';

const LABELS = {
  long: { completed: 'Trip Completed', suspended: 'Suspended', upcoming: 'Upcoming', active: 'Active Trip' },
  short: { completed: '✓ Completed', suspended: 'Suspended', upcoming: 'Upcoming', active: 'Active' },
};

const VARIANTS = { completed: 'success', suspended: 'warning', upcoming: 'info', active: 'default' } as const;

/**
 * A trip's status as its owner reads it: completed, suspended by an administrator, upcoming until its first day,
 * or active.
 */
export function TripStatusBadge({
  trip,
  size,
}: {
  trip: Pick<Trip, 'status' | 'startDate'>;
  size: 'long' | 'short';
}) {
  const phase = tripPhase(trip.status, new Date(trip.startDate));
  return <Badge variant={VARIANTS[phase]}>{LABELS[size][phase]}</Badge>;
}
