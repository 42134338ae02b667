import type { PrivacyZone } from '../../../common/schemas/privacy';
import { simplifyForDisplay } from '../../../common/tracks/geometry';
import { routeForOthers } from '../../policy/privacy';
import type { TrackRow } from './repo';

/**
 * The route as maps draw it, for a reader kept out of `zones`: the points they may see, simplified to at most a
 * few thousand (each stretch between the zones' gaps on its own), with their count and the route's distance.
 */
export function toDisplayedTrack(route: TrackRow | null, zones: readonly PrivacyZone[]) {
  const points = routeForOthers(route?.routeData ?? [], zones);
  return {
    routeData: simplifyForDisplay(points),
    pointCount: points.length,
    totalDistance: route?.totalDistance ?? 0,
    updatedAt: route?.updatedAt ?? null,
  };
}

export type DisplayedTrack = ReturnType<typeof toDisplayedTrack>;
