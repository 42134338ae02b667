import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { ActivityEntry } from '../../../common/contract/collaboration';

const fetchActivity = (tripId: number) => getJson<ActivityEntry[]>(`/api/trips/${tripId}/activity`);

/** Who did what on a trip, newest first: for its owner and editors. */
export const activityQueryOptions = (tripId: number) =>
  queryOptions({ queryKey: ['/api/trips', tripId, 'activity'], queryFn: () => fetchActivity(tripId) });

export function useActivity(tripId: number, enabled: boolean) {
  return useQuery({ ...activityQueryOptions(tripId), enabled: enabled && tripId > 0 });
}

/** Read again after any change to the trip. */
export async function invalidateActivity(queryClient: QueryClient, tripId: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: activityQueryOptions(tripId).queryKey });
}
