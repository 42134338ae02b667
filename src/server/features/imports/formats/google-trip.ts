import type { FoundSink, FoundTripHead } from './found';
import { timeSpan } from './time-range';

/** All of Google's sources read into one trip; the writer names it. */
const GOOGLE_TRIP_KEY = 'google';

/**
 * The one trip of a Google source, handed to the sink just before the first thing in it (so a range with
 * nothing in it gives no trip), and again at the end with the dates now known.
 */
export function googleTrip(sink: FoundSink) {
  const span = timeSpan();
  let handed = false;
  const head = (): FoundTripHead => ({
    key: GOOGLE_TRIP_KEY,
    name: null,
    summary: null,
    startDate: span.start,
    endDate: span.end,
  });
  return {
    key: GOOGLE_TRIP_KEY,
    /** Called before handing something over, with its moment when it has one. */
    saw(time: number | null, until: number | null = null) {
      if (time !== null) span.see(time);
      if (until !== null) span.see(until);
      if (handed) return;
      handed = true;
      sink.trip(head());
    },
    finish() {
      if (handed) sink.trip(head());
    },
  };
}
