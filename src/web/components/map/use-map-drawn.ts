import { startTransition, useCallback, useEffect, useState } from 'react';
import { useAfterPaint } from '@/lib/use-after-paint';

/** How long what waits for the map waits at most: a map that fails or is slow holds nothing up for long. */
const MAP_WAIT_MS = 3000;

/**
 * Whether the trip map's pins and route have been painted (or the map has been given `MAP_WAIT_MS` to), and the
 * callback to hand it as `onDrawn`. The long parts below a map (stop rows, a timeline's photo grids) wait for it,
 * so that the map is drawn first and its tiles are shown as they come; true in a render the browser may interrupt.
 */
export function useMapDrawn(): { mapDrawn: boolean; onMapDrawn: () => void } {
  const [made, setMade] = useState(false);
  const [late, setLate] = useState(false);
  const painted = useAfterPaint(made);
  useEffect(() => {
    if (made) return;
    const timer = setTimeout(() => startTransition(() => setLate(true)), MAP_WAIT_MS);
    return () => clearTimeout(timer);
  }, [made]);
  const onMapDrawn = useCallback(() => setMade(true), []);
  return { mapDrawn: painted || late, onMapDrawn };
}
