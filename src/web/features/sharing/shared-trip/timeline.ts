import type { Stop } from '../../../../common/contract/stops';

const arrival = (stop: Stop) =>
  stop.arrivalTime ? new Date(stop.arrivalTime).getTime() : Number.POSITIVE_INFINITY;

/** Stops by arrival time, earliest first; stops without one come last, in their trip order. */
export const byArrival = (stops: readonly Stop[]) =>
  [...stops].sort(
    (a, b) => arrival(a) - arrival(b) || (a.stopOrder ?? 0) - (b.stopOrder ?? 0) || a.id - b.id,
  );
