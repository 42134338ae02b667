import { Slot, Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

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

type Wanted = 'pointer' | 'focus' | null;

/**
 * A short label shown beside its trigger on hover and keyboard focus; outside a provider, with its own timing.
 * The tooltip's machinery is mounted the first time a pointer or the keyboard comes to the trigger: a list of a
 * hundred stops, five icon buttons each, draws none of it until one is wanted. The trigger is drawn anew then,
 * so what asked for it is handed on: focus goes back to it, and a pointer move starts the usual delay. It is
 * drawn anew at once, within the event, so that a click following the pointer lands on the button that stays.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const shared = useContext(SharedTiming);
  const [wanted, setWanted] = useState<Wanted>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const element = trigger.current;
    if (!element || wanted === null) return;
    if (wanted === 'focus') element.focus();
    else
      queueMicrotask(() =>
        element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' })),
      );
  }, [wanted]);

  if (wanted === null) {
    return (
      <Slot.Root
        ref={trigger}
        onPointerMove={(event) => event.pointerType !== 'touch' && flushSync(() => setWanted('pointer'))}
        // Keyboard focus only: Radix shows no tooltip for the focus a tap or click gives, so the button is not
        // drawn anew in the middle of one.
        onFocus={(event) =>
          event.currentTarget.matches(':focus-visible') && flushSync(() => setWanted('focus'))
        }
      >
        {children}
      </Slot.Root>
    );
  }
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger ref={trigger} asChild>
        {children}
      </TooltipPrimitive.Trigger>
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
