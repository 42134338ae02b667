import { isPlausibleDate } from '../../../../common/schemas/fields';
import type { ReadOptions } from './found';

/**
 * Whether a moment (ms since the epoch) is inside the range asked for, both ends in it; something without a
 * time is only when no range is asked for.
 */
export const isWithin = ({ from, to }: ReadOptions, time: number | null) =>
  time === null ? !from && !to : (!from || time >= from.getTime()) && (!to || time <= to.getTime());

/** Whether a stay from `start` to `end` (ms, either may be unknown) touches the range asked for. */
export function staysWithin({ from, to }: ReadOptions, start: number | null, end: number | null): boolean {
  const first = start ?? end;
  const last = end ?? start;
  if (first === null || last === null) return !from && !to;
  return (!from || last >= from.getTime()) && (!to || first <= to.getTime());
}

/**
 * A moment (ms since the epoch) given as an ISO string or as milliseconds (a number or a string of digits);
 * null when it is neither, or not in the years a date can have here (1900–9999).
 */
export function instantOf(iso: unknown, milliseconds?: unknown): number | null {
  const time =
    typeof iso === 'string' && iso !== ''
      ? Date.parse(iso)
      : typeof milliseconds === 'string' && /^-?\d+(\.\d+)?$/.test(milliseconds)
        ? Number(milliseconds)
        : milliseconds;
  return typeof time === 'number' && isPlausibleDate(new Date(time)) ? time : null;
}

/** The earliest and latest of the moments seen. */
export function timeSpan() {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  return {
    see(time: number) {
      if (time < first) first = time;
      if (time > last) last = time;
    },
    get start() {
      return Number.isFinite(first) ? new Date(first) : null;
    },
    get end() {
      return Number.isFinite(last) ? new Date(last) : null;
    },
  };
}
