import { distanceMeters, hasLocation } from '../../../common/geo';
import type { Executor } from '../../db/client';
import { normalizePlaceName } from '../../providers/places/normalize';
import type { SpotName } from '../../providers/places/spot-name';
import { addStopInOrder, listStopsOfTrip, type StopRow } from '../stops';

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

/** A stop's name as a place: "Santa Barbara, CA" and "santa barbara" alike. */
const placeKey = (name: string) => normalizePlaceName(name.split(',')[0] ?? '');

/**
 * A stop of the same place as the photo: named as the place list names the photo's spot (by hand or from an
 * earlier photo), and within twice the reach of that name, so "Santa Barbara" 2 km off is the same stop and a
 * "Santa Barbara" in another state is not.
 */
function sameNamedStop(stops: StopRow[], lat: number, lon: number, place: SpotName): StopRow | undefined {
  const key = placeKey(place.name);
  if (key === '') return undefined;
  return nearestStopWithin(
    stops.filter((stop) => placeKey(stop.name) === key),
    lat,
    lon,
    2 * place.reachKm * 1000,
  );
}

export interface Placement {
  stop: StopRow;
  created: boolean;
}

/**
 * The stop a located photo belongs to: a stop within 200 m, else a stop of the same place (see `sameNamedStop`),
 * else a new one named after the place.
 */
export async function placeLocatedPhoto(
  db: Executor,
  tripId: number,
  location: { latitude: number; longitude: number; takenAt: Date | null },
  place: SpotName | null,
  createdById: number,
  /** A stop the photo is leaving, which it does not join again. */
  leaving?: number,
): Promise<Placement> {
  const stops = (await listStopsOfTrip(db, tripId)).filter((stop) => stop.id !== leaving);
  const { latitude, longitude } = location;
  const nearby =
    nearestStopWithin(stops, latitude, longitude, NEARBY_STOP_METERS) ??
    (place ? sameNamedStop(stops, latitude, longitude, place) : undefined);
  if (nearby) return { stop: nearby, created: false };
  const stop = await addStopInOrder(db, {
    tripId,
    createdById,
    name: place?.name ?? 'Photo location',
    description: place ? `Created from a photo's location: ${place.display_name}.` : null,
    visitType: 'photo',
    latitude: location.latitude,
    longitude: location.longitude,
    arrivalTime: location.takenAt,
  });
  return { stop, created: true };
}
