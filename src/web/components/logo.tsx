import { Route } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-teal-600 to-emerald-500 text-white shadow-sm">
        <Route className="size-5" aria-hidden="true" />
      </span>
      Roadbook
    </span>
  );
}
