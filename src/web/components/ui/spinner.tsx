import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}

export function FullPageSpinner({ className }: { className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-[60vh] flex-1 items-center justify-center', className)}>
      <Spinner className="size-10 text-primary" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** A section's content on its way, with what is loading said to screen readers. */
export function SectionSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-10">
      <Spinner className="size-6 text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
