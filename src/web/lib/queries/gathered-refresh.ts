import type { QueryClient } from '@tanstack/react-query';
import { invalidateActivity } from './activity';
import { invalidateRoute } from './route';
import { invalidateStops } from './stops';
import { invalidateTrip } from './trip';

/** Changes told within this long are read together: a burst of uploads or tags costs one request, not one each. */
export const GATHER_MS = 750;

/**
 * What is told of each trip, gathered for `GATHER_MS` from the first telling, then handed to `flush` at once
 * (with the query client of that first telling).
 */
export function gatherByTrip<T>(flush: (client: QueryClient, tripId: number, told: Set<T>) => void) {
  const gathering = new Map<number, Set<T>>();
  return (client: QueryClient, tripId: number, items: Iterable<T>): void => {
    const current = gathering.get(tripId);
    if (current) {
      for (const item of items) current.add(item);
      return;
    }
    const told = new Set(items);
    gathering.set(tripId, told);
    setTimeout(() => {
      gathering.delete(tripId);
      flush(client, tripId, told);
    }, GATHER_MS);
  };
}

/** What of a trip a page may have to read again after a change. */
export type TripPart = 'activity' | 'route' | 'stops' | 'trip';

const readAgain: Record<TripPart, (client: QueryClient, tripId: number) => Promise<void>> = {
  activity: invalidateActivity,
  route: invalidateRoute,
  stops: invalidateStops,
  trip: invalidateTrip,
};

/**
 * Reads these parts of the trip again, together with the others told in the same moment: a burst of uploads,
 * each with its activity entry and stop, costs one read of each part, not one per change.
 */
export const refreshTripParts: (client: QueryClient, tripId: number, parts: readonly TripPart[]) => void =
  gatherByTrip<TripPart>((client, tripId, told) => {
    for (const part of told) void readAgain[part](client, tripId);
  });
