import { Badge } from '../../components/ui/badge';
import type { AdminUser } from './types';

/** "Active", or "Banned" with the reason the administrator gave. */
export function UserStatus({ user }: { user: AdminUser }) {
  if (user.isActive) return <Badge variant="success">Active</Badge>;
  return (
    <div className="grid justify-items-start gap-1">
      <Badge className="border-transparent bg-red-100 text-red-800">Banned</Badge>
      {user.banReason && <span className="text-xs text-muted-foreground">{user.banReason}</span>}
    </div>
  );
}
