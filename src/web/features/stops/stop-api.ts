import { apiRequest, ifMatch } from '@/lib/api';
import { newStandIn } from '@/lib/outbox/stand-ins';
import { sendOrKeep } from '@/lib/outbox/sync';
import type { Stop } from '../../../common/contract/stops';
import type { CreateStopInput } from '../../../common/schemas/stops';

export type NewStop = Pick<
  CreateStopInput,
  'name' | 'description' | 'visitType' | 'latitude' | 'longitude' | 'tripId'
> & { arrivalTime: string };

export interface StopChanges {
  name?: string;
  visitType?: string;
  description?: string | null;
  comments?: string | null;
  arrivalTime?: string | null;
  departureTime?: string | null;
  wikipediaUrl?: string | null;
  websiteUrl?: string | null;
}

/**
 * Adds a stop, or keeps it on the device to be sent when the network returns ('kept'): the trip shows it
 * meanwhile under a stand-in id, for photos and a memo to be added to it.
 */
export function createStop(tripId: number, stop: NewStop, nameFromPlace = false): Promise<Stop | 'kept'> {
  return sendOrKeep<Stop>({
    method: 'POST',
    url: `/api/trips/${tripId}/stops`,
    body: stop,
    tripId,
    label: `New stop: ${stop.name}`,
    nameFromPlace,
    standIn: newStandIn(),
  });
}

/**
 * Changes a stop, from the version given: a stop changed by someone else since is refused (409 conflict).
 * Without a network the change is kept on the device ('kept') and sent when it returns.
 */
export function updateStop(
  stop: Pick<Stop, 'id' | 'tripId' | 'name'>,
  changes: StopChanges,
  version?: number,
): Promise<Stop | 'kept'> {
  return sendOrKeep<Stop>({
    method: 'PUT',
    url: `/api/stops/${stop.id}`,
    body: changes,
    headers: version === undefined ? undefined : ifMatch(version),
    tripId: stop.tripId,
    label: `Changes to ${stop.name}`,
  });
}

export async function deleteStop(stopId: number): Promise<{ message: string }> {
  return (await apiRequest('DELETE', `/api/stops/${stopId}`)).json();
}

export async function findPlaceName(stopId: number): Promise<{ name: string; stop: Stop }> {
  return (await apiRequest('POST', `/api/stops/${stopId}/find-place-name`)).json();
}

export async function reorderStops(tripId: number, stopIds: number[]): Promise<Stop[]> {
  return (await apiRequest('PUT', `/api/trips/${tripId}/stops/order`, { stopIds })).json();
}
