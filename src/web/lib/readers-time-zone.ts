import { tz } from '@date-fns/tz';

let drawingIn: string | undefined;

/**
 * What `draw` returns with dates shown in `timeZone`, as the reader's browser shows them: the server draws a page
 * so, for the browser to take it over as it is. `draw` must be synchronous, as rendering to a string is.
 */
export function inTimeZone<T>(timeZone: string, draw: () => T): T {
  drawingIn = timeZone;
  try {
    return draw();
  } finally {
    drawingIn = undefined;
  }
}

/** date-fns's option for the zone dates are shown in: the browser's own, or the reader's while the server draws. */
export const shownIn = () => (drawingIn ? { in: tz(drawingIn) } : {});
