import { Badge } from '@/components/ui/badge';
import type { TripStatus } from '../../../common/contract/fields';

const LOOK = {
  draft: { label: 'Draft', variant: 'outline', className: undefined },
  active: { label: 'Active', variant: 'success', className: undefined },
  completed: { label: 'Completed', variant: 'info', className: undefined },
  suspended: {
    label: 'Suspended',
    variant: 'outline',
    className: 'border-transparent bg-red-100 text-red-800',
  },
} as const satisfies Record<TripStatus, { label: string; variant: string; className: string | undefined }>;

export function TripStatusBadge({ status }: { status: TripStatus }) {
  const { label, variant, className } = LOOK[status];
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}
