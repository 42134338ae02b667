import { simplifyForDisplay } from '../../../common/routes/geometry';
import type { TripRow } from '../trips/repo';
import type { RouteRow } from './repo';

/** The route as the map draws it: simplified, with the full point count and distance. */
export function toRouteDto({ trip, route }: { trip: TripRow; route: RouteRow | null }) {
  const points = route?.routeData ?? [];
  return {
    tripId: trip.id,
    routeData: simplifyForDisplay(points),
    pointCount: points.length,
    totalDistance: route?.totalDistance ?? 0,
    updatedAt: route?.updatedAt ?? null,
  };
}
