import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip } from '@/components/ui/tooltip';
import { displayName, initials } from '@/lib/format';
import type { User } from '../../../common/contract/users';
import { accountLinks } from './account-links';

interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

export function UserMenu({ user, onLogout }: UserMenuProps) {
  return (
    <DropdownMenu>
      <Tooltip label="Account menu">
        {/* Named by what it shows (the initials) and what it is, so a voice command naming either finds it. */}
        <DropdownMenuTrigger className="flex size-11 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
          <UserAvatar initials={initials(user)} imageUrl={user.profileImageUrl} />
          <span className="sr-only">{`Account menu for ${displayName(user)}`}</span>
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate font-semibold">{displayName(user)}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks(user.isAdmin).map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
