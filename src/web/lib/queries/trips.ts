import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { TripCard } from '../../../common/contract/trips';

const fetchTrips = () => getJson<TripCard[]>('/api/trips');

/** The signed-in person's own trips. Its key begins every trip's key: refresh it with `exact: true`. */
export const tripsQueryOptions = () => queryOptions({ queryKey: ['/api/trips'], queryFn: fetchTrips });

export function useTrips() {
  return useQuery(tripsQueryOptions());
}
