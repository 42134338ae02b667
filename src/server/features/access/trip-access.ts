import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { findTrip, type TripRow } from '../trips/repo';
import type { UserRow } from '../users/repo';

export const TRIP_NOT_FOUND = 'Trip not found';

export interface TripAccess {
  trip: TripRow;
  /** Only the owner changes a trip and what it holds. */
  canEdit: boolean;
}

/**
 * The one place that decides who may read or change a trip. Anyone else gets 404, never 403, so trip
 * ids cannot be probed.
 */
export async function requireTripReader(db: Executor, user: UserRow, tripId: number): Promise<TripAccess> {
  const trip = await findTrip(db, tripId);
  const isOwner = trip?.userId === user.id;
  if (!trip || !(isOwner || user.role === 'admin')) throw notFound(TRIP_NOT_FOUND);
  return { trip, canEdit: isOwner };
}

export async function requireTripOwner(db: Executor, user: UserRow, tripId: number): Promise<TripRow> {
  const { trip, canEdit } = await requireTripReader(db, user, tripId);
  if (!canEdit) throw notFound(TRIP_NOT_FOUND);
  return trip;
}
