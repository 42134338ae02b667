import type { Stop } from '../../../../common/contract/stops';
import { formatTimeBetween } from '../../../../common/trips/trip-rules';

/** From leaving one stop (or arriving, when no departure is set) to arriving at the next. */
export function timeBetween(stop: Stop, next: Stop | undefined): string | null {
  const left = stop.departureTime ?? stop.arrivalTime;
  if (!next?.arrivalTime || !left) return null;
  return formatTimeBetween(new Date(next.arrivalTime).getTime() - new Date(left).getTime());
}
