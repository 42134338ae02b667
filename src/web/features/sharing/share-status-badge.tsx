import { Badge } from '@/components/ui/badge';
import type { ShareStatus } from './types';

export function ShareStatusBadge({ status }: { status: ShareStatus }) {
  if (status === 'accepted') return <Badge>Accepted</Badge>;
  return (
    <Badge variant="outline" className="border-transparent bg-muted text-slate-700">
      Pending
    </Badge>
  );
}
