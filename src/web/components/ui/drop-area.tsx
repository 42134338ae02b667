import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DropzoneRootProps } from 'react-dropzone';
import { cn } from '@/lib/cn';

/** The dashed area files are dropped on or clicked to choose: `rootProps` from react-dropzone's getRootProps. */
export function DropArea({
  rootProps,
  active,
  icon: Icon,
  children,
  className,
}: {
  rootProps: (props: DropzoneRootProps) => DropzoneRootProps;
  active: boolean;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      {...rootProps({
        role: 'button',
        className: cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors hover:border-primary/60 hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          active ? 'border-primary bg-accent' : 'border-input',
          className,
        ),
      })}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      {children}
    </div>
  );
}
