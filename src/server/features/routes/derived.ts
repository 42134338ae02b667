import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { findRouteOfTrip, type RouteRow } from './repo';

/**
 * Values worked out from trips' recorded routes (the line maps draw, the statistics' own figures), each kept per
 * version of its route. Reading a route of 200,000 points and working over it took the server's only thread a
 * fifth of a second and more, and most changes to a trip (a stop, a photo) leave its route as it was.
 */
export class RouteDerivations<T> {
  private readonly kept: LRUCache<string, { version: string; value: T }>;
  private readonly working = new Map<string, Promise<T>>();

  /** `max`: how many values are kept at once, the least recently read making room. */
  constructor(max: number) {
    this.kept = new LRUCache({ max });
  }

  /**
   * `derive`'s value for the trip's route at `version` (`routeVersionOfTrip`; `slot` names what is derived, the
   * trip's id among it), worked out when not kept; simultaneous misses share one working out. A route written since `version` was read
   * is derived and kept under `version`: the next reader, who reads the newer version, works it out again. Read
   * outside transactions (`Database`), so that no version is read before a change of the same transaction.
   */
  async of(
    db: Database,
    tripId: number,
    slot: string,
    version: string,
    derive: (route: RouteRow | null) => T,
  ) {
    const known = this.kept.get(slot);
    if (known?.version === version) return known.value;
    const key = `${slot}@${version}`;
    let pending = this.working.get(key);
    if (!pending) {
      pending = findRouteOfTrip(db, tripId)
        .then((route) => {
          const value = derive(route ?? null);
          this.kept.set(slot, { version, value });
          return value;
        })
        .finally(() => this.working.delete(key));
      this.working.set(key, pending);
    }
    return pending;
  }
}
