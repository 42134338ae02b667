import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client';
import { findRouteOfTrip, type RouteRow, routeVersionOfTrip } from './repo';

/** Routes' derived values kept at once: a drawn line is at most a few thousand points. */
const KEPT = 64;

/**
 * What is worked out from a trip's recorded route (the line its maps draw, the statistics' days and countries),
 * kept per version of the route. Reading a route of 200,000 points and working over it took the server's only
 * thread a fifth of a second and more, and most changes to a trip (a stop, a photo) leave its route as it was.
 */
export class RouteDerivations {
  private readonly kept = new LRUCache<string, { version: string; value: unknown }>({ max: KEPT });

  /** The version of the trip's stored route ('none' without one), read without its points. */
  version(db: Executor, tripId: number): Promise<string> {
    return routeVersionOfTrip(db, tripId);
  }

  /**
   * `derive`'s value for the trip's route at `version` (a `kind` names what is derived), worked out when not
   * kept. A route written since `version` was read is derived and kept under `version`: the next reader, who
   * reads the newer version, works it out again.
   */
  async of<T>(
    db: Executor,
    tripId: number,
    kind: string,
    version: string,
    derive: (route: RouteRow | null) => T,
  ): Promise<T> {
    const slot = `${tripId}:${kind}`;
    const known = this.kept.get(slot);
    if (known?.version === version) return known.value as T;
    const value = derive((await findRouteOfTrip(db, tripId)) ?? null);
    this.kept.set(slot, { version, value });
    return value;
  }
}
