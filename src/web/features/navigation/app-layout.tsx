import type { ReactNode } from 'react';
import { AppHeader, type AppHeaderProps } from './app-header';

/** The frame of every signed-in page: the header above the page's own content. */
export function AppLayout({ children, ...header }: AppHeaderProps & { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader {...header} />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-8 sm:px-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
