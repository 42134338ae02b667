import { CalendarDays, Mail, Map as MapIcon } from 'lucide-react';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { displayName, formatDate, fullName, initials } from '@/lib/format';
import type { User } from '../../../common/contract/users';

export function ProfileSummaryCard({ user }: { user: User }) {
  return (
    <Card className="overflow-hidden">
      <div className="h-20 bg-linear-to-r from-teal-700 via-teal-600 to-emerald-500" aria-hidden="true" />
      <CardContent className="-mt-10 flex flex-col items-center gap-4 text-center">
        <UserAvatar
          initials={initials(user)}
          imageUrl={user.profileImageUrl}
          className="size-20 border-4 border-card text-2xl shadow-md"
        />
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words">{fullName(user) || displayName(user)}</p>
          <p className="text-sm text-muted-foreground">@{user.username}</p>
        </div>
        <dl className="grid w-full gap-3 border-t pt-4 text-left text-sm">
          {user.email && (
            <div className="flex items-center gap-3">
              <dt className="sr-only">Email</dt>
              <dd className="flex min-w-0 items-center gap-3">
                <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="truncate">{user.email}</span>
              </dd>
            </div>
          )}
          {user.createdAt && (
            <div className="flex items-center gap-3">
              <dt className="flex items-center gap-3 whitespace-nowrap">
                <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
                Member since
              </dt>
              <dd className="font-medium">{formatDate(user.createdAt)}</dd>
            </div>
          )}
          <div className="flex items-center gap-3">
            <dt className="flex items-center gap-3 whitespace-nowrap">
              <MapIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              Total Trips
            </dt>
            <dd>
              <Badge variant="outline">Coming Soon</Badge>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
