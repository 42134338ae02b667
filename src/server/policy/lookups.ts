import type { Executor } from '../db/client';
import { type RowCache, tripTag, userTag } from '../db/row-cache';
import { findLiveShareByToken } from '../features/sharing/repo';
import { findTrip } from '../features/trips/repo';

/**
 * Where the checks of a read find their rows: the database, and the rows kept in memory when the caller has them
 * (the app's context has both; a transaction's checks read only what the transaction sees).
 */
export interface Lookups {
  db: Executor;
  rows?: RowCache;
}

export function liveShareByToken({ db, rows }: Lookups, token: string) {
  if (!rows) return findLiveShareByToken(db, token);
  return rows.read(
    `share:${token}`,
    () => findLiveShareByToken(db, token),
    ({ trip, owner }) => [tripTag(trip.id), userTag(owner.id)],
  );
}

export function tripById({ db, rows }: Lookups, id: number) {
  if (!rows) return findTrip(db, id);
  return rows.read(
    `trip:${id}`,
    () => findTrip(db, id),
    () => [tripTag(id)],
  );
}
