import type { Executor } from '../db/client';
import { type RowCache, tripTag, userTag } from '../db/row-cache';
import { findLiveShareByToken, findTrip } from './access-repo';

/**
 * Where the checks of a read find their rows: the rows kept in memory, read from the database when missing (the
 * app's context has both). A write's checks inside a transaction read through the transaction instead.
 */
export interface Lookups {
  db: Executor;
  rows: RowCache;
}

export function liveShareByToken({ db, rows }: Lookups, token: string) {
  return rows.read(
    `share:${token}`,
    () => findLiveShareByToken(db, token),
    ({ trip, owner }) => [tripTag(trip.id), userTag(owner.id)],
  );
}

export function tripById({ db, rows }: Lookups, id: number) {
  return rows.read(
    `trip:${id}`,
    () => findTrip(db, id),
    () => [tripTag(id)],
  );
}
