import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { User } from '../../../common/contract/users';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';

export interface AppHeaderProps {
  user: User;
  onLogout: () => Promise<void>;
}

function HeaderLink({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        current && 'text-foreground',
      )}
    >
      {children}
    </Link>
  );
}

export function AppHeader({ user, onLogout: logout }: AppHeaderProps) {
  const [location] = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href="/"
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
          <HeaderLink href="/" current={location === '/'}>
            My Trips
          </HeaderLink>
          <HeaderLink href="/photos/search" current={location === '/photos/search'}>
            Search Photos
          </HeaderLink>
          <Button asChild size="sm">
            <Link href="/create-trip">
              <Plus aria-hidden="true" />
              New Trip
            </Link>
          </Button>
          <div className="ml-2">
            <UserMenu user={user} onLogout={logout} />
          </div>
        </nav>
        <MobileNav user={user} onLogout={logout} />
      </div>
    </header>
  );
}
