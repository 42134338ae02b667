import { distanceMeters, hasLocation } from '../../../common/geo';
import type { Executor } from '../../db/client';
import { normalizePlaceName } from '../../providers/places/normalize';
import type { SpotName } from '../../providers/places/spot-name';
import { addStopInOrder, listStopsOfTrip, type StopRow } from '../stops';

/** A photo taken this close to an existing stop joins it instead of making a new one. */
export const NEARBY_STOP_METERS = 200;

/** What deciding a photo's stop needs of a stop: where it is and what it is called. */
export type PlacedStop = Pick<StopRow, 'latitude' | 'longitude' | 'name'>;

export function nearestStopWithin<T extends PlacedStop>(
  stops: readonly T[],
  lat: number,
  lon: number,
  meters: number,
): T | undefined {
  let best: T | undefined;
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
function sameNamedStop<T extends PlacedStop>(
  stops: readonly T[],
  lat: number,
  lon: number,
  place: SpotName,
): T | undefined {
  const key = placeKey(place.name);
  if (key === '') return undefined;
  return nearestStopWithin(
    stops.filter((stop) => placeKey(stop.name) === key),
    lat,
    lon,
    2 * place.reachKm * 1000,
  );
}

export interface PhotoLocation {
  latitude: number;
  longitude: number;
  takenAt: Date | null;
}

export interface Placement {
  stop: StopRow;
  created: boolean;
}

/** The stop a photo taken here joins: one within 200 m, else one of the same place (see `sameNamedStop`). */
export function stopWhereTaken<T extends PlacedStop>(
  stops: readonly T[],
  latitude: number,
  longitude: number,
  place: SpotName | null,
): T | undefined {
  return (
    nearestStopWithin(stops, latitude, longitude, NEARBY_STOP_METERS) ??
    (place ? sameNamedStop(stops, latitude, longitude, place) : undefined)
  );
}

/** What a stop made for a photo taken at a place is called. */
export const photoStopName = (place: SpotName | null) => place?.name ?? 'Photo location';

/**
 * The stop a located photo belongs to: a stop within 200 m, else a stop of the same place (see `sameNamedStop`),
 * else a new one named after the place.
 */
export async function placeLocatedPhoto(
  db: Executor,
  tripId: number,
  location: PhotoLocation,
  place: SpotName | null,
  createdById: number,
  /** A stop the photo is leaving, which it does not join again. */
  leaving?: number,
): Promise<Placement> {
  const stops = (await listStopsOfTrip(db, tripId)).filter((stop) => stop.id !== leaving);
  return placeAmong(db, stops, tripId, location, place, createdById);
}

/**
 * As placeLocatedPhoto, among the trip's stops as the caller listed them: a stop made is added to `stops`, so
 * that photos filed one after another find the stops made for those before them.
 */
export async function placeAmong(
  db: Executor,
  stops: StopRow[],
  tripId: number,
  location: PhotoLocation,
  place: SpotName | null,
  createdById: number,
): Promise<Placement> {
  const nearby = stopWhereTaken(stops, location.latitude, location.longitude, place);
  if (nearby) return { stop: nearby, created: false };
  const stop = await addStopInOrder(db, {
    tripId,
    createdById,
    name: photoStopName(place),
    description: place ? `Created from a photo's location: ${place.display_name}.` : null,
    visitType: 'photo',
    latitude: location.latitude,
    longitude: location.longitude,
    arrivalTime: location.takenAt,
  });
  stops.push(stop);
  return { stop, created: true };
}
