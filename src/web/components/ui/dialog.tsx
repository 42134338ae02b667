import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ComponentType } from 'react';
import { tabbable } from 'tabbable';
import { cn } from '@/lib/cn';
import { type LazyPart, lazyPart } from '@/lib/lazy-part';
import { SectionSpinner } from './spinner';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The first control the Tab key reaches in `dialog`, as it picks one on opening: Radix leaves links out. */
const firstTabbable = (dialog: Element) => tabbable(dialog).find((element) => element.tagName !== 'A');

/**
 * For fields that came after their dialog opened: the focus the dialog gives its first field on opening, its text
 * selected to be typed over. The dialog opened without them, so its focus went to its Close button (or itself),
 * and stays there unless moved; it is left alone when the traveller has moved it.
 */
function takeDialogFocus(): void {
  const focused = document.activeElement;
  const dialog = focused?.closest('[role="dialog"]');
  if (!dialog || (focused !== dialog && !focused?.hasAttribute('data-dialog-close'))) return;
  const first = firstTabbable(dialog);
  first?.focus({ preventScroll: true });
  if (first instanceof HTMLInputElement) first.select();
}

/**
 * A dialog's fields whose code loads apart: a spinner saying `loading` until they come, and, when they come after
 * the dialog opened, the focus the dialog gives its first field on opening.
 */
export function lazyDialogFields<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading: string,
): LazyPart<P> {
  return lazyPart(load, <SectionSpinner label={loading} />, { onLateArrival: takeDialogFocus });
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-slate-950/50 motion-safe:animate-fade-in', className)}
      {...props}
    />
  );
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Off when the dialog has its own "Close" button, so there are not two of that name. */
  closeButton?: boolean;
};

export function DialogContent({ className, children, closeButton = true, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-card p-6 shadow-xl motion-safe:animate-dialog-in focus:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        {closeButton && (
          <DialogPrimitive.Close
            data-dialog-close
            className="absolute top-1.5 right-1.5 flex size-11 items-center justify-center rounded-md text-muted-foreground sm:top-3 sm:right-3 sm:size-8 transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
