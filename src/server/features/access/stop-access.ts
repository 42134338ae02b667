import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { findStop, type StopRow } from '../stops/repo';
import type { TripRow } from '../trips/repo';
import type { UserRow } from '../users/repo';
import { requireTripOwner, requireTripReader, type TripAccess } from './trip-access';

export const STOP_NOT_FOUND = 'Stop not found';

async function stopWith<T>(
  db: Executor,
  stopId: number,
  check: (tripId: number) => Promise<T>,
): Promise<{ stop: StopRow } & { access: T }> {
  const stop = await findStop(db, stopId);
  if (!stop) throw notFound(STOP_NOT_FOUND);
  const access = await check(stop.tripId).catch(() => {
    throw notFound(STOP_NOT_FOUND);
  });
  return { stop, access };
}

export async function requireStopReader(db: Executor, user: UserRow, stopId: number) {
  const { stop, access } = await stopWith<TripAccess>(db, stopId, (tripId) =>
    requireTripReader(db, user, tripId),
  );
  return { stop, ...access };
}

export async function requireStopOwner(db: Executor, user: UserRow, stopId: number) {
  const { stop, access } = await stopWith<TripRow>(db, stopId, (tripId) =>
    requireTripOwner(db, user, tripId),
  );
  return { stop, trip: access };
}
