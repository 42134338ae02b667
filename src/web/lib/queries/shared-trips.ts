import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getJson } from '@/lib/api';
import type { receivedShareSchema } from '../../../common/contract/sharing';

/** A share held by the signed-in person, in "Shared with Me". */
export type SharedTrip = z.input<typeof receivedShareSchema>;

const fetchSharedTrips = () => getJson<SharedTrip[]>('/api/shared-trips');

/** Shared with Me; opening a share link can accept a share, so the shared trip view refreshes it. */
export const sharedTripsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/shared-trips'], queryFn: fetchSharedTrips });

export function useSharedTrips() {
  return useQuery(sharedTripsQueryOptions());
}
