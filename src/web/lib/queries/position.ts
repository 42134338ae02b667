import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api';
import type { Position } from '../../../common/contract/devices';

/** The traveller's latest position on a trip, sent by one of their devices. */
export type TripPosition = Position;

/** Null when no device has sent a point for the trip (the server answers 404). */
async function fetchPosition(tripId: number): Promise<TripPosition | null> {
  try {
    return await getJson<TripPosition>(`/api/trips/${tripId}/position`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Read again every few minutes where no live stream says it moved (a reader's page). */
const POLL_MS = 2 * 60_000;

export const positionQueryOptions = (tripId: number) =>
  queryOptions({
    queryKey: ['/api/trips', tripId, 'position'],
    queryFn: () => fetchPosition(tripId),
    enabled: tripId > 0,
  });

/** The latest position; `followedLive` when the trip's live events refresh it, else it is polled. */
export function useTripPosition(tripId: number, followedLive: boolean) {
  return useQuery({ ...positionQueryOptions(tripId), refetchInterval: followedLive ? false : POLL_MS });
}

/** A position the trip's live events brought: shown at once, without asking the server. */
export function positionMoved(queryClient: QueryClient, tripId: number, position: TripPosition): void {
  queryClient.setQueryData(positionQueryOptions(tripId).queryKey, position);
}

export async function invalidatePosition(queryClient: QueryClient, tripId: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: positionQueryOptions(tripId).queryKey, exact: true });
}
