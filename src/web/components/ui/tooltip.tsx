import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, type ReactNode, useContext } from 'react';

const DELAYS = { delayDuration: 700, skipDelayDuration: 300 };
const SharedTiming = createContext(false);

/**
 * App-wide tooltip timing: open after 700 ms, and at once within 300 ms of another closing. It wraps the frames
 * that hold many tooltips, not the whole app, whose first page loads no tooltip code.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <SharedTiming.Provider value={true}>
      <TooltipPrimitive.Provider {...DELAYS}>{children}</TooltipPrimitive.Provider>
    </SharedTiming.Provider>
  );
}

/** A short label shown beside its trigger on hover and keyboard focus; outside a provider, with its own timing. */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const shared = useContext(SharedTiming);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={4}
          className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md motion-safe:animate-fade-in"
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return shared ? tooltip : <TooltipPrimitive.Provider {...DELAYS}>{tooltip}</TooltipPrimitive.Provider>;
}
