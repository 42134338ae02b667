import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';

/** The frame of a shared trip for a visitor who is not signed in. */
export function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b bg-card/85">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <Button asChild variant="outline" size="sm">
            <Link href="/auth">Sign In</Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-8 sm:px-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
