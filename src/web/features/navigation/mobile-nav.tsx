import { LogOut, Map as MapIcon, Menu, Plus, Search } from 'lucide-react';
import { Link } from 'wouter';
import { UserAvatar } from '@/components/ui/avatar';
import { IconButton } from '@/components/ui/icon-button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { displayName, initials } from '@/lib/format';
import type { User } from '../../../common/contract/users';
import { accountLinks, type NavLink } from './account-links';

interface MobileNavProps {
  user: User;
  onLogout: () => void;
}

const TRIP_LINKS: NavLink[] = [
  { href: '/', label: 'My Trips', icon: MapIcon },
  { href: '/photos/search', label: 'Search Photos', icon: Search },
  { href: '/create-trip', label: 'New Trip', icon: Plus },
];

const entryClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5 [&_svg]:text-muted-foreground';

/** The side drawer that holds the header's entries at phone width. */
export function MobileNav({ user, onLogout }: MobileNavProps) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <IconButton label="Open menu" className="md:hidden">
          <Menu className="size-6" aria-hidden="true" />
        </IconButton>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="flex items-center gap-3 rounded-xl bg-muted p-3 text-sm">
          <UserAvatar initials={initials(user)} imageUrl={user.profileImageUrl} className="size-10" />
          <span className="min-w-0 truncate font-medium text-foreground">{displayName(user)}</span>
        </SheetDescription>
        <nav aria-label="Main" className="grid gap-1">
          {[...TRIP_LINKS, ...accountLinks(user.isAdmin)].map(({ href, label, icon: Icon }) => (
            <SheetClose key={href} asChild>
              <Link href={href} className={entryClass}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </SheetClose>
          ))}
        </nav>
        <div className="mt-auto border-t pt-4">
          <SheetClose asChild>
            <button type="button" onClick={onLogout} className={entryClass}>
              <LogOut aria-hidden="true" />
              Log out
            </button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
