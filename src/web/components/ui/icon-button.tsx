import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Tooltip } from './tooltip';

type IconButtonProps = Omit<ComponentProps<typeof Button>, 'size' | 'aria-label'> & {
  /** The button's name, read by screen readers and shown as its tooltip. */
  label: string;
};

/** A button that shows only an icon: named, with a tooltip, and a 44 px target at phone width. */
export function IconButton({ label, className, variant = 'ghost', ...props }: IconButtonProps) {
  return (
    <Tooltip label={label}>
      <Button
        size="icon"
        variant={variant}
        aria-label={label}
        className={cn('size-11 sm:size-9', className)}
        {...props}
      />
    </Tooltip>
  );
}
