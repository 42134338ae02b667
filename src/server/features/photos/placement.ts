import { distanceMeters, hasLocation } from '../../../common/geo';
import type { PlaceResult } from '../../../common/places/place';
import type { Executor } from '../../db/client';
import { addStopInOrder } from '../stops/ordering';
import { listStopsOfTrip, type StopRow } from '../stops/repo';

/** A photo taken this close to an existing stop joins it instead of making a new one. */
export const NEARBY_STOP_METERS = 200;

export function nearestStopWithin(
  stops: StopRow[],
  lat: number,
  lon: number,
  meters: number,
): StopRow | undefined {
  let best: StopRow | undefined;
  let bestDistance = meters;
  for (const stop of stops) {
    if (!hasLocation(stop.latitude, stop.longitude)) continue;
    const distance = distanceMeters(lat, lon, stop.latitude, stop.longitude);
    if (distance <= bestDistance) [best, bestDistance] = [stop, distance];
  }
  return best;
}

export interface Placement {
  stop: StopRow;
  created: boolean;
}

/** The stop a located photo belongs to: a stop within 200 m, or a new one named after the place. */
export async function placeLocatedPhoto(
  db: Executor,
  tripId: number,
  location: { latitude: number; longitude: number; takenAt: Date | null },
  place: PlaceResult | null,
): Promise<Placement> {
  const nearby = nearestStopWithin(
    await listStopsOfTrip(db, tripId),
    location.latitude,
    location.longitude,
    NEARBY_STOP_METERS,
  );
  if (nearby) return { stop: nearby, created: false };
  const stop = await addStopInOrder(db, {
    tripId,
    name: place?.name ?? 'Photo location',
    description: place ? `Created from a photo taken near ${place.display_name}.` : null,
    visitType: 'photo',
    latitude: location.latitude,
    longitude: location.longitude,
    arrivalTime: location.takenAt,
  });
  return { stop, created: true };
}
