import { useQuery } from '@tanstack/react-query';
import { stopsQueryKey } from '@/lib/query-keys';
import type { Stop } from '../../../common/contract/stops';
import { compareStops } from '../../../common/trips/stop-rules';

const inTripOrder = (stops: Stop[]) => [...stops].sort(compareStops);

/** The trip's stops in trip order (stopOrder, else arrival time). */
export function useStops(tripId: number) {
  return useQuery<Stop[]>({ queryKey: stopsQueryKey(tripId), enabled: tripId > 0, select: inTripOrder });
}
