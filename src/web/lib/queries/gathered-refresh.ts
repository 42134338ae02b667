import type { QueryClient } from '@tanstack/react-query';
import { invalidateActivity } from './activity';
import { GATHER_MS } from './photo-changes';
import { invalidateRoute } from './route';
import { invalidateStops } from './stops';
import { invalidateTrip } from './trip';

/** What of a trip a page may have to read again after a change. */
export type TripPart = 'activity' | 'route' | 'stops' | 'trip';

const readAgain: Record<TripPart, (client: QueryClient, tripId: number) => Promise<void>> = {
  activity: invalidateActivity,
  route: invalidateRoute,
  stops: invalidateStops,
  trip: invalidateTrip,
};

/** Parts told of and not read again yet, by trip. */
const gathering = new Map<number, Set<TripPart>>();

/**
 * Reads these parts of the trip again, together with the others told in the same moment: a burst of uploads,
 * each with its activity entry and stop, costs one read of each part, not one per change.
 */
export function refreshTripParts(client: QueryClient, tripId: number, parts: readonly TripPart[]): void {
  const current = gathering.get(tripId);
  if (current) {
    for (const part of parts) current.add(part);
    return;
  }
  const told = new Set(parts);
  gathering.set(tripId, told);
  setTimeout(() => {
    gathering.delete(tripId);
    for (const part of told) void readAgain[part](client, tripId);
  }, GATHER_MS);
}
