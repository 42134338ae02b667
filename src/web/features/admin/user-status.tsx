import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { AdminUser } from './types';

/** "Active", or "Banned" with the reason the administrator gave; administrators are marked as such. */
export function UserStatus({ user }: { user: AdminUser }) {
  return (
    <div className="grid justify-items-start gap-1">
      {user.isActive ? (
        <Badge variant="success">Active</Badge>
      ) : (
        <Badge className="border-transparent bg-red-100 text-red-800">Banned</Badge>
      )}
      {!user.isActive && user.banReason && (
        <span className="text-xs text-muted-foreground">{user.banReason}</span>
      )}
      {user.isAdmin && (
        <Badge variant="outline">
          <ShieldCheck className="size-3" aria-hidden="true" />
          Admin
        </Badge>
      )}
    </div>
  );
}
