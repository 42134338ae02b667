import { apiRequest, ifMatch } from '@/lib/api';
import type { TripDetail } from '../../../common/contract/trips';
import type { CreateTripInput, UpdateTripInput } from '../../../common/schemas/trips';

/** A new trip; its status comes from the shared rule for new trips. */
export async function createTrip(input: CreateTripInput): Promise<TripDetail> {
  return (await apiRequest('POST', '/api/trips', input)).json();
}

/** Changes a trip from the version given: a trip changed by someone else since is refused (409 conflict). */
export async function updateTrip(
  tripId: number,
  input: UpdateTripInput,
  version?: number,
): Promise<TripDetail> {
  const headers = version === undefined ? {} : ifMatch(version);
  return (await apiRequest('PUT', `/api/trips/${tripId}`, input, headers)).json();
}

export async function deleteTrip(tripId: number): Promise<{ message: string }> {
  return (await apiRequest('DELETE', `/api/trips/${tripId}`)).json();
}
