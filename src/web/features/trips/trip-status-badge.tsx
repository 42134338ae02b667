import { Badge } from '@/components/ui/badge';
import type { Trip } from '../../../common/contract/trips';

const LABELS = {
  long: { completed: 'Trip Completed', suspended: 'Suspended', other: 'Active Trip' },
  short: { completed: '✓ Completed', suspended: 'Suspended', other: 'Active' },
};

/** A trip's status as its owner reads it: completed, suspended by an administrator, or active. */
export function TripStatusBadge({ status, size }: { status: Trip['status']; size: 'long' | 'short' }) {
  const labels = LABELS[size];
  if (status === 'completed') return <Badge variant="success">{labels.completed}</Badge>;
  if (status === 'suspended') return <Badge variant="warning">{labels.suspended}</Badge>;
  return <Badge variant="info">{labels.other}</Badge>;
}
