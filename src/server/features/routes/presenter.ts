import { simplifyForDisplay, type TrackPoint } from '../../../common/routes/geometry';
import type { TripRow } from '../trips/repo';
import type { RouteRow } from './repo';

/** The route as the map draws it: the points the reader may see, simplified, with their count and distance. */
export function toRouteDto({
  trip,
  route,
  points,
}: {
  trip: TripRow;
  route: RouteRow | null;
  points: TrackPoint[];
}) {
  return {
    tripId: trip.id,
    routeData: simplifyForDisplay(points),
    pointCount: points.length,
    totalDistance: route?.totalDistance ?? 0,
    updatedAt: route?.updatedAt ?? null,
  };
}
